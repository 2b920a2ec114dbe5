import { Button, type ButtonVariant } from "@/components/ui/button";
import { PendingLabel } from "@/components/ui/pending-label";

/**
 * A form's submit button: a spinner and a "…ing" label while the request runs, and no second
 * submit. While the form is invalid it is blocked (aria-disabled, dimmed) but still pressable, so
 * that a press shows every error and focuses the first (a disabled button would say nothing).
 */
export function SubmitButton({
  isPending,
  isBlocked = false,
  label,
  pendingLabel,
  variant,
  className = "w-full",
}: {
  isPending: boolean;
  isBlocked?: boolean;
  label: string;
  pendingLabel: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <Button type="submit" variant={variant} disabled={isPending} aria-disabled={isBlocked && !isPending ? true : undefined} className={className}>
      <PendingLabel isPending={isPending} label={label} pendingLabel={pendingLabel} />
    </Button>
  );
}
