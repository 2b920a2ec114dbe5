import { Button, type ButtonVariant } from "@/components/ui/button";
import { Spinner } from "@/components/ui/icons";

/** A form's submit button: a spinner and a "…ing" label while the request runs, and no second submit. */
export function PendingButton({ isPending, label, pendingLabel, variant }: { isPending: boolean; label: string; pendingLabel: string; variant?: ButtonVariant }) {
  return (
    <Button type="submit" variant={variant} disabled={isPending} className="w-full sm:w-auto">
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
