const tones = {
  danger: "bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200",
  warning: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  neutral: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  success: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200",
} as const;

export function AdminBadge({ tone, children }: { tone: keyof typeof tones; children: React.ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}
