"use client";

import { Button } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";

type ConfirmDialogActionsProps = {
  onCancel: () => void;
  onConfirm: () => void;
  /** While the confirmed action runs: both buttons wait, and the confirm button shows a spinner with `pendingLabel`. */
  isPending: boolean;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
};

/** The buttons at the foot of a dialog that confirms a destructive action (delete, remove): Cancel, and the action in red. */
export function ConfirmDialogActions({ onCancel, onConfirm, isPending, cancelLabel, confirmLabel, pendingLabel }: ConfirmDialogActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 px-5 py-4 sm:flex-row sm:justify-end">
      <Button variant="ghost" onClick={onCancel} disabled={isPending}>
        {cancelLabel}
      </Button>
      <Button variant="danger" onClick={onConfirm} disabled={isPending}>
        <PendingLabel isPending={isPending} label={confirmLabel} pendingLabel={pendingLabel} />
      </Button>
    </div>
  );
}
