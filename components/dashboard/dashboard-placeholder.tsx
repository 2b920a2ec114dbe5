import { getTranslations } from "next-intl/server";

export type DashboardPage =
  | "employersCandidatesListing"
  | "employerJobDetails"
  | "applicantDetails"
  | "candidateDetails"
  | "chat"
  | "notifications"
  | "premium"
  | "admin";

/**
 * The honest state of a dashboard page whose feature has not shipped yet: its title and what
 * will appear here, never fake data.
 */
export async function DashboardPlaceholder({ page }: { page: DashboardPage }) {
  const t = await getTranslations("DashboardPages");
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-5 py-10">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight">
        {t(`${page}.title`)}
      </h1>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 text-slate-400" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path strokeLinecap="round" strokeLinejoin="round" d="M3.75 9.776c.112-.017.227-.026.344-.026h15.812c.117 0 .232.009.344.026m-16.5 0a2.25 2.25 0 0 0-1.883 2.542l.857 6a2.25 2.25 0 0 0 2.227 1.932H19.05a2.25 2.25 0 0 0 2.227-1.932l.857-6a2.25 2.25 0 0 0-1.883-2.542m-16.5 0V6A2.25 2.25 0 0 1 6 3.75h3.879a1.5 1.5 0 0 1 1.06.44l2.122 2.12a1.5 1.5 0 0 0 1.06.44H18A2.25 2.25 0 0 1 20.25 9v.776" />
        </svg>
        <p className="max-w-md text-slate-600 dark:text-slate-300">{t(`${page}.empty`)}</p>
      </div>
    </section>
  );
}
