/** The look of a company profile's About us / Available jobs tabs: the current one underlined in the brand colour. */
export const companyTabClasses = {
  current: "inline-block border-b-2 border-brand-600 pb-3 text-sm font-semibold text-brand-700 dark:border-brand-400 dark:text-brand-200",
  other: "inline-block border-b-2 border-transparent pb-3 text-sm font-semibold text-slate-600 hover:border-slate-300 hover:text-ink dark:text-slate-400 dark:hover:text-slate-100",
};
