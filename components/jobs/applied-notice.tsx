/** "You applied to this job": the apply panel's state once an application exists. */
export function AppliedNotice({ text }: { text: string }) {
  return (
    <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm font-semibold text-emerald-800 dark:bg-emerald-900/30 dark:text-emerald-100">
      {text}
    </p>
  );
}
