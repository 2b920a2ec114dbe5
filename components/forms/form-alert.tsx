import type { ReactNode } from "react";

import { ErrorIcon, InfoIcon, SuccessIcon } from "@/components/ui/icons";

const alertLooks = {
  error: { icon: ErrorIcon, className: "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950/60 dark:text-red-200" },
  info: { icon: InfoIcon, className: "border-brand-200 bg-brand-50 text-brand-900 dark:border-brand-900 dark:bg-brand-900/30 dark:text-brand-100" },
  success: { icon: SuccessIcon, className: "border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100" },
} as const;

/**
 * A message about the whole form. Errors are announced at once (role="alert"); notices politely.
 * It is always in the page, empty when there is nothing to say, so that screen readers announce
 * what appears in it.
 */
export function FormAlert({ kind = "error", children }: { kind?: keyof typeof alertLooks; children?: ReactNode }) {
  const { icon: Icon, className } = alertLooks[kind];
  return (
    <div role={kind === "error" ? "alert" : "status"}>
      {children ? (
        <div className={`flex items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm ${className}`}>
          <Icon className="mt-px size-5 shrink-0" />
          <div className="min-w-0 flex-1">{children}</div>
        </div>
      ) : null}
    </div>
  );
}

