import { getLocale, getTranslations } from "next-intl/server";

import { JobFilters } from "@/components/jobs/job-filters";
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

const tabClasses = {
  current: "rounded-md bg-slate-900 px-2.5 py-1 font-medium text-white dark:bg-white dark:text-slate-900",
  other: "rounded-md px-2.5 py-1 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
};

/** The candidate's job search (candidates-jobs-listing): the public search and filters, ordered by match or by the chosen sort, each job with the candidate's match. */
export async function CandidateJobsView({ page }: { page: CandidateJobsPage }) {
  const locale = (await getLocale()) as Locale;
  const [t, searchT, industries, countryGroups] = await Promise.all([getTranslations("CandidateJobs"), getTranslations("JobSearch"), listIndustries(locale), listCountriesByRegion(locale)]);
  const { search, order, hasSkills, isFiltered, result } = page;
  const action = `/${locale}${CANDIDATE_JOBS_PATH}`;
  const countryScope: CountryScope = search.countryId === null ? { kind: "all" } : { kind: "other", countryId: search.countryId };
  const hrefFor = (pageNumber: number) => candidateJobsHref({ ...search, page: pageNumber }, order);
  const keptFilters = [...new URLSearchParams(candidateJobsHref({ ...search, search: null, page: 1 }, order).split("?")[1] ?? "")];
  const outOfRange = result.jobs.length === 0 && result.total > 0;
  let totalText: string;
  if (order === "match") totalText = result.totalIsCapped ? t("recommendedCountCapped", { count: result.total }) : t("recommendedCount", { count: result.total });
  else totalText = result.totalIsCapped ? searchT("countCapped", { count: result.total }) : searchT("count", { count: result.total });
  const sorts = [
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
        <form action={action} method="get" role="search" className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor="candidate-job-search" className="sr-only">
            {searchT("searchLabel")}
          </label>
          <input
            id="candidate-job-search"
            type="search"
            name="search"
            defaultValue={search.search ?? ""}
            maxLength={200}
            placeholder={searchT("searchPlaceholder")}
            className="w-full flex-1 rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
          {keptFilters.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="rounded-lg bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2">
            {searchT("searchButton")}
          </button>
        </form>
        {hasSkills ? null : (
          <p role="note" className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900 dark:border-brand-800 dark:bg-brand-950 dark:text-brand-100">
            {t("noSkillsHint")}{" "}
            <Link href={PROFILE_PATH} className="font-semibold underline">
              {t("completeProfile")}
            </Link>
          </p>
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-[17rem_1fr]">
        <aside className="lg:sticky lg:top-4 lg:self-start">
          {/* As on the public list: a checkbox opens the filters, as a sheet on a phone, without JavaScript. */}
          <input type="checkbox" id="show-candidate-filters" className="peer sr-only" />
          <label
            htmlFor="show-candidate-filters"
            className="flex cursor-pointer items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-3 text-base font-semibold text-slate-900 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 lg:hidden dark:border-slate-800 dark:bg-slate-900 dark:text-white"
          >
            {searchT("filters")}
            <span aria-hidden="true" className="text-slate-400">
              ▾
            </span>
          </label>
          <div className="hidden flex-col bg-white peer-checked:fixed peer-checked:inset-0 peer-checked:z-50 peer-checked:flex lg:flex lg:rounded-xl lg:border lg:border-slate-200 dark:bg-slate-900 lg:dark:border-slate-800">
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 lg:border-0 lg:pb-0 dark:border-slate-800">
              <h2 className="text-base font-semibold text-slate-900 dark:text-white">{searchT("filters")}</h2>
              <label htmlFor="show-candidate-filters" className="cursor-pointer rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-slate-100 lg:hidden dark:text-brand-300 dark:hover:bg-slate-800">
                {searchT("closeFilters")}
              </label>
            </div>
            <div className="flex-1 overflow-y-auto p-4">
              <JobFilters action={action} search={search} countryScope={countryScope} pageCountry={{ id: 0, name: "" }} industries={industries} countryGroups={countryGroups} keepSort={order === "search"} />
            </div>
          </div>
          {isFiltered ? (
            <Link href={candidateJobsHref({ ...parseJobSearch({}).search, sort: search.sort }, order)} className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
              {searchT("clearFilters")}
            </Link>
          ) : null}
        </aside>

        <section aria-labelledby="candidate-results-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="candidate-results-heading" className="text-sm font-medium text-slate-600 dark:text-slate-300" aria-live="polite">
              {totalText}
            </h2>
            <nav aria-label={searchT("sortLabel")} className="flex items-center gap-1 whitespace-nowrap text-sm">
              <span className="hidden text-slate-500 sm:inline dark:text-slate-400">{searchT("sortBy")}</span>
              {sorts.map((sort) => (
                <Link key={sort.key} prefetch={false} href={sort.href} aria-current={sort.isCurrent ? "true" : undefined} className={sort.isCurrent ? tabClasses.current : tabClasses.other}>
                  {sort.label}
                </Link>
              ))}
            </nav>
          </div>

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
                  <CandidateJobCard job={job} matchPercent={job.matchPercent} isPrivate={job.isPrivate} hasApplied={job.hasApplied} />
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
