import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ClientTexts } from "@/components/i18n/client-texts";
import { EmployerJobRow } from "@/components/jobs/employer-jobs/employer-job-row";
import { JobActionsProvider } from "@/components/jobs/employer-jobs/job-actions";
import { QuotaMeter } from "@/components/plans/quota-meter";
import { buttonClasses } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { Link } from "@/i18n/navigation";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { employerJobsQuerySchema, listEmployerJobs, type EmployerJobsQuery } from "@/lib/jobs/list-employer-jobs";
import { EMPLOYER_JOBS_PATH, POST_JOB_PATH } from "@/lib/navigation/paths";
import { listJobQuotas } from "@/lib/plans/list-job-quotas";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("EmployerJobs");
  return { title: t("metaTitle") };
}

const statuses = ["draft", "open", "paused", "closed"] as const;

/** The employer's jobs across their companies (spec 2: employers-jobs-listing), with each company's open-job quota. */
export default async function Page({ searchParams }: PageProps<"/[locale]/home/employers-jobs-listing">) {
  const viewer = await requirePageAccess(EMPLOYER_JOBS_PATH);
  const raw = await searchParams;
  const parsed = employerJobsQuerySchema.safeParse(raw);
  const query: EmployerJobsQuery = parsed.success ? parsed.data : employerJobsQuerySchema.parse({});
  const [t, list, quotas] = await Promise.all([getTranslations("EmployerJobs"), listEmployerJobs(viewer, viewer.id, query), listJobQuotas(viewer)]);
  const isFiltered = Boolean(query.search || query.company || query.status);
  // Nothing to search yet: the empty state alone, with its way to the first job.
  const hasNoJobs = list.total === 0 && !isFiltered;
  const hrefFor = (page: number) => {
    const params = new URLSearchParams(Object.entries(raw).flatMap(([key, value]) => (typeof value === "string" && key !== "page" ? [[key, value]] : [])));
    params.set("page", String(page));
    return `${EMPLOYER_JOBS_PATH}?${params}`;
  };
  const controlClasses = "h-11 rounded-lg border border-slate-300 bg-white px-3 text-base dark:border-slate-700 dark:bg-slate-900";

  return (
    <ClientTexts page="employerJobs">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
            <p className="text-slate-600 dark:text-slate-300">{t("lead")}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {/* Under 768 px the bottom bar's My jobs opens this page: the companies are reached from here. */}
            <Link href="/home/companies" className={buttonClasses({ variant: "outline" })}>
              {t("companies")}
            </Link>
            <Link href={POST_JOB_PATH} className={buttonClasses({ variant: "primary" })}>
              {t("postJob")}
            </Link>
          </div>
        </header>

        {quotas.length > 0 ? (
          <section aria-label={t("quota")} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {quotas.map((quota) => (
              <QuotaMeter key={quota.companyId} companyName={quota.companyName} planName={quota.planName} current={quota.current} limit={quota.limit} />
            ))}
          </section>
        ) : null}

        {hasNoJobs ? null : (
          <>
            <form method="get" role="search" className="grid gap-2 sm:grid-cols-[1fr_12rem_10rem_auto]">
              <label className="sr-only" htmlFor="job-search">
                {t("search")}
              </label>
              <input id="job-search" type="search" name="search" defaultValue={query.search ?? ""} placeholder={t("search")} className={controlClasses} />
              <label className="sr-only" htmlFor="job-company">
                {t("company")}
              </label>
              <select id="job-company" name="company" defaultValue={query.company ?? ""} className={controlClasses}>
                <option value="">{t("allCompanies")}</option>
                {quotas.map((quota) => (
                  <option key={quota.companyId} value={quota.companyId}>
                    {quota.companyName}
                  </option>
                ))}
              </select>
              <label className="sr-only" htmlFor="job-status">
                {t("status")}
              </label>
              <select id="job-status" name="status" defaultValue={raw.status && typeof raw.status === "string" ? raw.status : ""} className={controlClasses}>
                <option value="">{t("allStatuses")}</option>
                {statuses.map((status) => (
                  <option key={status} value={status}>
                    {t(`statuses.${status}`)}
                  </option>
                ))}
              </select>
              <button type="submit" className={buttonClasses({ variant: "outline", className: "h-11" })}>
                {t("searchButton")}
              </button>
            </form>
            <p className="text-sm font-medium text-slate-600 dark:text-slate-300" aria-live="polite">
              {t("count", { count: list.total })}
            </p>
          </>
        )}

        {list.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
            <p className="text-base font-semibold">{isFiltered ? t("noMatches") : t("empty")}</p>
            {isFiltered ? (
              <Link href={EMPLOYER_JOBS_PATH} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
                {t("clearFilters")}
              </Link>
            ) : (
              <>
                <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{t("emptyLead")}</p>
                <Link href={POST_JOB_PATH} className={buttonClasses({ variant: "primary" })}>
                  {t("postJob")}
                </Link>
              </>
            )}
          </div>
        ) : (
          <JobActionsProvider>
            <ol className="flex flex-col gap-3">
              {list.items.map((job) => (
                <li key={job._id}>
                  <EmployerJobRow job={job} t={t} />
                </li>
              ))}
            </ol>
          </JobActionsProvider>
        )}
        <Pagination page={list.page} pages={list.pageCount} hrefFor={hrefFor} />
      </div>
    </ClientTexts>
  );
}
