import type { ReactNode } from "react";

/** One card of the profile and account-settings pages, labelled by its heading. */
export function AccountSection({ id, title, lead, tone = "default", children }: { id: string; title: string; lead?: string; tone?: "default" | "danger"; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={[
        "rounded-2xl border bg-white p-5 shadow-sm sm:p-6 dark:bg-slate-900",
        tone === "danger" ? "border-red-200 dark:border-red-900/70" : "border-slate-200 dark:border-slate-800",
      ].join(" ")}
    >
      <h2 id={`${id}-title`} className={["text-lg font-semibold", tone === "danger" ? "text-red-700 dark:text-red-400" : ""].join(" ")}>
        {title}
      </h2>
      {lead ? <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{lead}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
