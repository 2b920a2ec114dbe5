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
import { Pagination } from "@/components/ui/pagination";

/** The public job list of a country (and category): search, filters, results and pagination, all server-rendered. */
export async function JobListView({ page }: { page: JobListPage }) {
  const locale = (await getLocale()) as Locale;
  const [t, industries, countryGroups] = await Promise.all([getTranslations("JobSearch"), listIndustries(locale), listCountriesByRegion(locale)]);
  const { country, industry, search, countryScope, result } = page;
  const action = jobsPath(country.slug, industry?.slug);
  const hrefFor = (pageNumber: number) => jobListHref(country.slug, { ...search, page: pageNumber }, countryScope);
  // The search box keeps the filters: they travel as hidden fields, like the filter form keeps the search.
  const keptFilters = [...new URLSearchParams(jobListHref(country.slug, { ...search, search: null, page: 1 }, countryScope).split("?")[1] ?? "")];
  const heading = industry
    ? t("headingCategory", { category: industry.name, country: country.name })
    : countryScope.kind === "all"
      ? t("headingAll")
      : t("heading", { country: country.name });
  const totalText = result.totalIsCapped ? t("countCapped", { count: result.total }) : t("count", { count: result.total });
  const outOfRange = result.jobs.length === 0 && result.total > 0;

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
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
        <form action={action} method="get" role="search" className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor="job-search" className="sr-only">
            {t("searchLabel")}
          </label>
          <input
            id="job-search"
            type="search"
            name="search"
            defaultValue={search.search ?? ""}
            maxLength={200}
            placeholder={t("searchPlaceholder")}
            className="w-full flex-1 rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
          {keptFilters.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="rounded-lg bg-brand-600 px-6 py-3 text-base font-semibold text-white hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2">
            {t("searchButton")}
          </button>
        </form>
      </header>

      <div className="grid gap-6 lg:grid-cols-[17rem_1fr]">
        <aside className="lg:sticky lg:top-4 lg:self-start">
          {/*
            A checkbox opens the filters: no JavaScript, and keyboard-operable. On a phone they open
            as a sheet over the results, with their own scroll, instead of pushing the list down.
          */}
          <input type="checkbox" id="show-filters" className="peer sr-only" />
          <label
            htmlFor="show-filters"
            className="flex cursor-pointer items-center justify-between rounded-xl border border-slate-200 bg-white px-4 py-3 text-base font-semibold text-slate-900 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 lg:hidden dark:border-slate-800 dark:bg-slate-900 dark:text-white"
          >
            {t("filters")}
            <span aria-hidden="true" className="text-slate-400">
              ▾
            </span>
          </label>
          <div className="hidden flex-col bg-white peer-checked:fixed peer-checked:inset-0 peer-checked:z-50 peer-checked:flex lg:flex lg:rounded-xl lg:border lg:border-slate-200 dark:bg-slate-900 lg:dark:border-slate-800">
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 lg:border-0 lg:pb-0 dark:border-slate-800">
              <h2 className="text-base font-semibold text-slate-900 dark:text-white">{t("filters")}</h2>
              <label htmlFor="show-filters" className="cursor-pointer rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-slate-100 lg:hidden dark:text-brand-300 dark:hover:bg-slate-800">
                {t("closeFilters")}
              </label>
            </div>
            <div className="flex-1 overflow-y-auto p-4">
              <JobFilters action={action} search={search} countryScope={countryScope} pageCountry={country} industries={industries} countryGroups={countryGroups} />
            </div>
          </div>
          <Link href={jobsPath(country.slug)} className="mt-3 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t("clearFilters")}
          </Link>
        </aside>

        <section aria-labelledby="results-heading" className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-heading" className="text-sm font-medium text-slate-600 dark:text-slate-300" aria-live="polite">
              {totalText}
            </h2>
            <nav aria-label={t("sortLabel")} className="flex items-center gap-1 whitespace-nowrap text-sm">
              <span className="hidden text-slate-500 sm:inline dark:text-slate-400">{t("sortBy")}</span>
              {(search.search ? (["published_at", "relevance", "salary"] as const) : (["published_at", "salary"] as const)).map((field) => {
                const isCurrent = search.sort.field === field;
                return (
                  <Link
                    key={field}
                    prefetch={false}
                    href={jobListHref(country.slug, { ...search, sort: { field, direction: "desc" }, page: 1 }, countryScope)}
                    aria-current={isCurrent ? "true" : undefined}
                    className={isCurrent ? "rounded-md bg-slate-900 px-2.5 py-1 font-medium text-white dark:bg-white dark:text-slate-900" : "rounded-md px-2.5 py-1 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"}
                  >
                    {t(`sort.${field}`)}
                  </Link>
                );
              })}
            </nav>
          </div>

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
    </main>
  );
}
