import { getLocale, getTranslations } from "next-intl/server";

import { JobFilters } from "@/components/jobs/job-filters";
import { JobFiltersSheet } from "@/components/jobs/job-filters-sheet";
import { JobSearchBox } from "@/components/jobs/job-search-box";
import { JobResultsBar, type JobSortLink } from "@/components/jobs/job-results-bar";
import { Pagination } from "@/components/ui/pagination";
import type { Locale } from "@/i18n/config";
import { Link } from "@/i18n/navigation";
import { listCountriesByRegion } from "@/lib/catalogue/list-countries-by-region";
import { listIndustries } from "@/lib/catalogue/list-industries";
import type { CountryScope } from "@/lib/jobs/job-list-href";
import { parseJobSearch } from "@/lib/jobs/job-search-query";
import { candidateJobsHref } from "@/lib/matching/candidate-paths";
import type { CandidateJobsPage } from "@/lib/matching/load-candidate-jobs-page";
import { CANDIDATE_JOBS_PATH, PROFILE_PATH } from "@/lib/navigation/paths";

import { CandidateJobCard } from "./candidate-job-card";

/** The candidate's job search (candidates-jobs-listing): the public search and filters, ordered by match or by the chosen sort, each job with the candidate's match. */
export async function CandidateJobsView({ page }: { page: CandidateJobsPage }) {
  const locale = (await getLocale()) as Locale;
  const [t, searchT, industries, countryGroups] = await Promise.all([getTranslations("CandidateJobs"), getTranslations("JobSearch"), listIndustries(locale), listCountriesByRegion(locale)]);
  const { search, order, hasSkills, isFiltered, result } = page;
  const action = `/${locale}${CANDIDATE_JOBS_PATH}`;
  const countryScope: CountryScope = search.countryId === null ? { kind: "all" } : { kind: "other", countryId: search.countryId };
  const hrefFor = (pageNumber: number) => candidateJobsHref({ ...search, page: pageNumber }, order);
  const outOfRange = result.jobs.length === 0 && result.total > 0;
  let totalText: string;
  if (order === "match") totalText = result.totalIsCapped ? t("recommendedCountCapped", { count: result.total }) : t("recommendedCount", { count: result.total });
  else totalText = result.totalIsCapped ? searchT("countCapped", { count: result.total }) : searchT("count", { count: result.total });
  const sorts: JobSortLink[] = [
    ...(hasSkills ? [{ key: "match", label: t("sortRecommended"), href: candidateJobsHref({ ...search, page: 1 }, "match"), isCurrent: order === "match" }] : []),
    ...(["published_at", "salary"] as const).map((field) => ({
      key: field,
      label: searchT(`sort.${field}`),
      href: candidateJobsHref({ ...search, sort: { field, direction: "desc" }, page: 1 }, "search"),
      isCurrent: order === "search" && search.sort.field === field,
    })),
  ];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>
          <p className="text-slate-600 dark:text-slate-300">{t("lead")}</p>
        </div>
        <JobSearchBox action={action} inputId="candidate-job-search" search={search.search} hrefWithoutSearch={candidateJobsHref({ ...search, search: null, page: 1 }, order)} />
        {hasSkills ? null : (
          <p role="note" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100">
            {t("noSkillsHint")}{" "}
            <Link href={PROFILE_PATH} className="font-semibold underline">
              {t("completeProfile")}
            </Link>
          </p>
        )}
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[17rem_1fr]">
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <JobFiltersSheet toggleId="show-candidate-filters">
            <JobFilters action={action} search={search} countryScope={countryScope} pageCountry={{ id: 0, name: "" }} industries={industries} countryGroups={countryGroups} keepSort={order === "search"} />
          </JobFiltersSheet>
          {isFiltered ? (
            <Link href={candidateJobsHref({ ...parseJobSearch({}).search, sort: search.sort }, order)} className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
              {searchT("clearFilters")}
            </Link>
          ) : null}
        </aside>

        <section aria-labelledby="candidate-results-heading" className="flex flex-col gap-4">
          <JobResultsBar headingId="candidate-results-heading" totalText={totalText} sorts={sorts} />

          {result.jobs.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
              <p className="text-base font-semibold text-slate-800 dark:text-slate-100">{outOfRange ? searchT("pageEmpty") : t("emptyTitle")}</p>
              {outOfRange ? (
                <Link href={hrefFor(1)} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
                  {searchT("firstPage")}
                </Link>
              ) : (
                <>
                  <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{t("emptyLead")}</p>
                  <div className="flex flex-wrap justify-center gap-3">
                    <Link href={PROFILE_PATH} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
                      {t("completeProfile")}
                    </Link>
                    {isFiltered ? (
                      <Link href={CANDIDATE_JOBS_PATH} className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800">
                        {searchT("clearFilters")}
                      </Link>
                    ) : null}
                  </div>
                </>
              )}
            </div>
          ) : (
            <ol className="flex flex-col gap-3">
              {result.jobs.map((job) => (
                <li key={job.id}>
                  <CandidateJobCard job={job} matchPercent={hasSkills ? job.matchPercent : null} isPrivate={job.isPrivate} hasApplied={job.hasApplied} />
                </li>
              ))}
            </ol>
          )}

          <Pagination page={result.page} pages={result.pageCount} hrefFor={hrefFor} />
        </section>
      </div>
    </div>
  );
}
