import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";

import { ClientTexts } from "@/components/i18n/client-texts";
import { CandidateFilters } from "@/components/hiring/candidate-filters";
import { CandidateResults } from "@/components/hiring/candidate-results";
import { JobFiltersSheet } from "@/components/jobs/job-filters-sheet";
import { buttonClasses } from "@/components/ui/button";
import { InfoIcon, WarningIcon } from "@/components/ui/icons";
import { Pagination } from "@/components/ui/pagination";
import type { Locale } from "@/i18n/config";
import { Link } from "@/i18n/navigation";
import { canUserSeeCandidateNames } from "@/lib/candidates/get-name-access";
import { CANDIDATE_SEARCH_MAX_PAGE } from "@/lib/candidates/candidate-search-query";
import { listCountriesByRegion } from "@/lib/catalogue/list-countries-by-region";
import { numberFormat } from "@/lib/format/intl-cache";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { employerCandidateSearchToQuery, parseEmployerCandidateSearch } from "@/lib/hiring/employer-candidate-search-query";
import { findEmployerCandidates } from "@/lib/hiring/find-employer-candidates";
import { listInvitableJobs } from "@/lib/hiring/list-invitable-jobs";
import { EMPLOYER_CANDIDATES_PATH, UPGRADE_PATH } from "@/lib/navigation/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("HiringCandidates.page");
  return { title: t("metaTitle") };
}

/**
 * The employer's candidate search (spec 2: employers-candidates-listing), rendered on the server
 * from the URL through the same schema and query as GET /api/users. Filters that do not parse are
 * dropped and the page says so.
 */
export default async function Page({ searchParams }: PageProps<"/[locale]/home/employers-candidates-listing">) {
  const viewer = await requirePageAccess(EMPLOYER_CANDIDATES_PATH);
  const locale = (await getLocale()) as Locale;
  const { search, issues } = parseEmployerCandidateSearch(await searchParams);
  const canSeeFullNames = await canUserSeeCandidateNames(viewer.id);
  const [t, result, jobs, countryGroups] = await Promise.all([
    getTranslations("HiringCandidates.page"),
    findEmployerCandidates(search, { locale, canSeeFullNames }),
    listInvitableJobs(viewer.id),
    listCountriesByRegion(locale),
  ]);
  const hrefWith = (overrides: { page?: number; view?: "list" | "grid" }) => {
    const query = employerCandidateSearchToQuery(search, overrides).toString();
    return query ? `${EMPLOYER_CANDIDATES_PATH}?${query}` : EMPLOYER_CANDIDATES_PATH;
  };
  const pages = Math.min(CANDIDATE_SEARCH_MAX_PAGE, Math.max(1, Math.ceil(result.total / result.take)));
  const filterKey = employerCandidateSearchToQuery(search, { page: 1, view: "list" }).toString();

  return (
    <ClientTexts page="hiringCandidates">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
          <p className="max-w-2xl text-slate-600 dark:text-slate-300">{t("lead")}</p>
        </header>

        {issues.length > 0 ? (
          <p role="status" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            <WarningIcon className="mt-0.5 size-4 shrink-0" />
            {t("invalidFilters")}
          </p>
        ) : null}

        <div className="grid min-w-0 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
          <aside className="min-w-0">
            <JobFiltersSheet toggleId="candidate-filters-toggle">
              <CandidateFilters key={filterKey} path={EMPLOYER_CANDIDATES_PATH} search={search} countryGroups={countryGroups} sheetToggleId="candidate-filters-toggle" />
            </JobFiltersSheet>
          </aside>

          <section className="flex min-w-0 flex-col gap-4" aria-labelledby="candidate-total">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p id="candidate-total" className="text-sm font-medium text-slate-700 dark:text-slate-300" data-testid="candidate-total">
                {result.totalIsCapped ? t("totalCapped", { count: numberFormat(locale).format(result.total) }) : t("total", { count: result.total })}
              </p>
              <nav aria-label={t("view")} className="inline-flex rounded-lg border border-slate-200 p-0.5 dark:border-slate-700">
                {(["list", "grid"] as const).map((view) => (
                  <Link
                    key={view}
                    href={hrefWith({ view })}
                    aria-current={search.view === view ? "page" : undefined}
                    className={`rounded-md px-3 py-1.5 text-sm font-medium ${search.view === view ? "bg-brand-600 text-white" : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"}`}
                  >
                    {t(view)}
                  </Link>
                ))}
              </nav>
            </div>
            {canSeeFullNames ? null : (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t("namesNotice")}{" "}
                <Link href={UPGRADE_PATH} className="font-semibold text-brand-600 underline-offset-2 hover:underline dark:text-brand-300">
                  {t("namesNoticeAction")}
                </Link>
              </p>
            )}

            {result.items.length > 0 ? (
              <CandidateResults candidates={result.items} jobs={jobs} view={search.view} premiumHref={canSeeFullNames ? null : UPGRADE_PATH} />
            ) : (
              <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
                <InfoIcon className="size-10 text-slate-400" />
                <h2 className="text-lg font-semibold">{t("emptyTitle")}</h2>
                <p className="max-w-md text-slate-600 dark:text-slate-300">{t("emptyBody")}</p>
                <Link href={EMPLOYER_CANDIDATES_PATH} className={buttonClasses({ variant: "outline", size: "sm" })}>
                  {t("emptyAction")}
                </Link>
              </div>
            )}

            <Pagination page={search.page} pages={pages} hrefFor={(page) => hrefWith({ page })} />
          </section>
        </div>
      </div>
    </ClientTexts>
  );
}
