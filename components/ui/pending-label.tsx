import type { ReactNode } from "react";

import { Spinner } from "@/components/ui/icons";

/** A button's content: its label, or while its action runs a spinner and the "…ing" label. */
export function PendingLabel({ isPending, label, pendingLabel, spinnerClassName = "size-5" }: { isPending: boolean; label: ReactNode; pendingLabel: ReactNode; spinnerClassName?: string }) {
  return isPending ? (
    <>
      <Spinner className={spinnerClassName} />
      <span>{pendingLabel}</span>
    </>
  ) : (
    <>{label}</>
  );
}
