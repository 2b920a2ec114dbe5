import { getLocale, getTranslations } from "next-intl/server";

import { Link } from "@/i18n/navigation";
import { listCountriesByRegion } from "@/lib/catalogue/list-countries-by-region";
import { listIndustries } from "@/lib/catalogue/list-industries";
import type { Locale } from "@/i18n/config";
import { jobListHref } from "@/lib/jobs/job-list-href";
import type { JobListPage } from "@/lib/jobs/load-job-list-page";
import { jobsPath } from "@/lib/navigation/public-paths";

import { JobCard } from "./job-card";
import { JobFilters } from "./job-filters";
import { JobFiltersSheet } from "./job-filters-sheet";
import { JobSearchBox } from "./job-search-box";
import { JobResultsBar } from "./job-results-bar";
import { Pagination } from "@/components/ui/pagination";

/** The public job list of a country (and category): search, filters, results and pagination, all server-rendered. */
export async function JobListView({ page }: { page: JobListPage }) {
  const locale = (await getLocale()) as Locale;
  const [t, industries, countryGroups] = await Promise.all([getTranslations("JobSearch"), listIndustries(locale), listCountriesByRegion(locale)]);
  const { country, industry, search, countryScope, result } = page;
  const action = jobsPath(country.slug, industry?.slug);
  const hrefFor = (pageNumber: number) => jobListHref(country.slug, { ...search, page: pageNumber }, countryScope);
  const heading = industry
    ? t("headingCategory", { category: industry.name, country: country.name })
    : countryScope.kind === "all"
      ? t("headingAll")
      : t("heading", { country: country.name });
  const totalText = result.totalIsCapped ? t("countCapped", { count: result.total }) : t("count", { count: result.total });
  const outOfRange = result.jobs.length === 0 && result.total > 0;
  const sorts = (search.search ? (["published_at", "relevance", "salary"] as const) : (["published_at", "salary"] as const)).map((field) => ({
    key: field,
    label: t(`sort.${field}`),
    href: jobListHref(country.slug, { ...search, sort: { field, direction: "desc" }, page: 1 }, countryScope),
    isCurrent: search.sort.field === field,
  }));

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-col gap-4">
        <nav aria-label={t("breadcrumb")} className="text-sm text-slate-500 dark:text-slate-400">
          <ol className="flex flex-wrap gap-1.5">
            <li>
              <Link href={`/${country.slug}`} className="hover:text-brand-700 dark:hover:text-brand-300">
                {t("home")}
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>{industry ? <Link href={jobsPath(country.slug)} className="hover:text-brand-700 dark:hover:text-brand-300">{t("jobs")}</Link> : t("jobs")}</li>
            {industry ? (
              <>
                <li aria-hidden="true">/</li>
                <li>{industry.name}</li>
              </>
            ) : null}
          </ol>
        </nav>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{heading}</h1>
        <JobSearchBox action={action} inputId="job-search" search={search.search} hrefWithoutSearch={jobListHref(country.slug, { ...search, search: null, page: 1 }, countryScope)} />
      </header>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[17rem_1fr]">
        <aside className="lg:sticky lg:top-4 lg:self-start">
          <JobFiltersSheet toggleId="show-filters">
            <JobFilters action={action} search={search} countryScope={countryScope} pageCountry={country} industries={industries} countryGroups={countryGroups} />
          </JobFiltersSheet>
          <Link href={jobsPath(country.slug)} className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t("clearFilters")}
          </Link>
        </aside>

        <section aria-labelledby="results-heading" className="flex flex-col gap-4">
          <JobResultsBar headingId="results-heading" totalText={totalText} sorts={sorts} />

          {result.jobs.length === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
              <p className="text-base font-medium text-slate-800 dark:text-slate-100">{outOfRange ? t("pageEmpty") : t("empty")}</p>
              <Link href={outOfRange ? hrefFor(1) : jobsPath(country.slug)} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
                {outOfRange ? t("firstPage") : t("clearFilters")}
              </Link>
            </div>
          ) : (
            <ol className="flex flex-col gap-3">
              {result.jobs.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} country={country.slug} />
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
