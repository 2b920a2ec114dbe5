const tones = {
  success: "bg-emerald-50 text-emerald-800 dark:bg-emerald-900/30 dark:text-emerald-100",
  muted: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
} as const;

/** "You applied" (or "You withdrew"): the apply panel's state once an application exists. */
export function AppliedNotice({ text, tone = "success" }: { text: string; tone?: keyof typeof tones }) {
  return <p role="status" className={`rounded-lg p-3 text-sm font-semibold ${tones[tone]}`}>{text}</p>;
}
