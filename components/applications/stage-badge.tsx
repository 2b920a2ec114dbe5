import type { CandidateStage } from "@/lib/applications/candidate-stage";

const stageLooks: Record<CandidateStage, string> = {
  applied: "bg-brand-50 text-brand-700 dark:bg-brand-900/60 dark:text-brand-200",
  viewed: "bg-sky-50 text-sky-800 dark:bg-sky-950 dark:text-sky-300",
  in_process: "bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
  not_selected: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
  hired: "bg-emerald-600 text-white dark:bg-emerald-500 dark:text-emerald-950",
  withdrawn: "bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
};

/** The stage the candidate may see, as a coloured pill (candidate-stage.ts). */
export function StageBadge({ stage, label }: { stage: CandidateStage; label: string }) {
  return <span className={`stage-badge ${stageLooks[stage]}`}>{label}</span>;
}

const dotLooks: Record<CandidateStage, string> = {
  applied: "bg-brand-600",
  viewed: "bg-sky-500",
  in_process: "bg-emerald-500",
  not_selected: "bg-slate-400",
  hired: "bg-emerald-600",
  withdrawn: "bg-amber-500",
};

/** The timeline's marker for a step, in the stage's colour. */
export function StageDot({ stage }: { stage: CandidateStage }) {
  return <span aria-hidden="true" className={`stage-dot ${dotLooks[stage]}`} />;
}
