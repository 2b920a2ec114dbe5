import { CheckIcon } from "@/components/ui/icons";

/** One line of what a plan gives, or a dash and muted text for what it does not (no invitations, hidden surnames). */
export type PlanFeature = { text: string; isIncluded: boolean };

export function PlanFeatureItem({ feature, className }: { feature: PlanFeature; className?: string }) {
  return (
    <li className={["flex items-start gap-2", className].filter(Boolean).join(" ")}>
      {feature.isIncluded ? (
        <CheckIcon className="mt-0.5 size-[1.25em] shrink-0 text-emerald-600 dark:text-emerald-400" />
      ) : (
        <span aria-hidden="true" className="mt-0.5 flex size-[1.25em] shrink-0 items-center justify-center text-slate-400">
          –
        </span>
      )}
      <span className={feature.isIncluded ? undefined : "text-slate-500 dark:text-slate-400"}>{feature.text}</span>
    </li>
  );
}
