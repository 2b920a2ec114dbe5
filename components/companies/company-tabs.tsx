import type { ReactNode } from "react";

/** The look of a company profile's About us / Available jobs tabs: the current one underlined in the brand colour. */
export const companyTabClasses = {
  current: "-mb-px inline-block border-b-2 border-brand-600 pb-3 text-sm font-semibold text-brand-700 dark:border-brand-400 dark:text-brand-200",
  other: "-mb-px inline-block border-b-2 border-transparent pb-3 text-sm font-semibold text-slate-600 hover:border-slate-300 hover:text-ink dark:text-slate-400 dark:hover:text-slate-100",
};

/**
 * A company profile's row of tabs (its <li> items as children), in one line that scrolls sideways
 * on a narrow phone: wrapped, the second row sat under the first one's underline.
 */
export function CompanyTabs({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label} className="overflow-x-auto">
      <ul className="flex min-w-max gap-x-4 border-b border-slate-200 whitespace-nowrap sm:gap-x-6 dark:border-slate-800">{children}</ul>
    </nav>
  );
}
