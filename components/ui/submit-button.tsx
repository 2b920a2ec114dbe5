import { Button, type ButtonVariant } from "@/components/ui/button";
import { Spinner } from "@/components/ui/icons";

/** A form's submit button: a spinner and a "…ing" label while the request runs, and no second submit. */
export function SubmitButton({
  isPending,
  label,
  pendingLabel,
  variant,
  className = "w-full",
}: {
  isPending: boolean;
  label: string;
  pendingLabel: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <Button type="submit" variant={variant} disabled={isPending} className={className}>
      {isPending ? (
        <>
          <Spinner className="size-5" />
          <span>{pendingLabel}</span>
        </>
      ) : (
        label
      )}
    </Button>
  );
}
