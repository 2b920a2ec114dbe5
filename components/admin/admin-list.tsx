import type { ReactNode } from "react";
import type { z } from "zod";

import { Pagination } from "@/components/ui/pagination";

export type AdminQuery = Record<string, string | undefined>;

/** A tab's query as its schema reads it: empty form fields are no filter; a query that does not parse falls back to the defaults. */
export function parseAdminQuery<S extends z.ZodType>(schema: S, raw: AdminQuery): z.output<S> {
  const present = Object.fromEntries(Object.entries(raw).filter(([key, value]) => key !== "tab" && value !== undefined && value.trim() !== ""));
  const parsed = schema.safeParse(present);
  return parsed.success ? parsed.data : schema.parse({});
}

/** The href of another page of the same filtered list. */
export function pageHref(tab: string, raw: AdminQuery) {
  return (page: number) => `/admin?${new URLSearchParams({ ...Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => !!entry[1])), tab, page: String(page) })}`;
}

/** Rows of an admin list: stacked on a phone, the actions beside the details from `sm`. */
export function AdminList({ label, count, empty, children, page, pages, hrefFor }: { label: string; count: string; empty: string; children: ReactNode[]; page: number; pages: number; hrefFor: (page: number) => string }) {
  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <p className="text-sm text-slate-600 dark:text-slate-300" role="status">
        {count}
      </p>
      {children.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">{empty}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">{children}</ul>
      )}
      <Pagination page={page} pages={pages} hrefFor={hrefFor} />
    </section>
  );
}

export function AdminRow({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      {/* E-mail addresses are long words: they break rather than widen a phone's screen. */}
      <div className="flex min-w-0 flex-col gap-1 [overflow-wrap:anywhere]">{children}</div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </li>
  );
}
