import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { CandidateCard } from "@/components/candidates/candidate-card";
import { CandidateSearchForm } from "@/components/candidates/candidate-search-form";
import { Pagination } from "@/components/ui/pagination";
import { buttonClasses } from "@/components/ui/button";
import { InfoIcon, WarningIcon } from "@/components/ui/icons";
import { isLocale, type Locale } from "@/i18n/config";
import { getPathname, Link } from "@/i18n/navigation";
import { candidateSearchToQuery, CANDIDATE_SEARCH_MAX_PAGE, parseCandidateSearch, type CandidateSearch } from "@/lib/candidates/candidate-search-query";
import { findPublicCandidates } from "@/lib/candidates/find-public-candidates";
import { canUserSeeCandidateNames } from "@/lib/candidates/get-name-access";
import { getCountryBySlug } from "@/lib/catalogue/get-country-by-slug";
import { listCountriesByRegion } from "@/lib/catalogue/list-countries-by-region";
import type { CountryGroup } from "@/lib/catalogue/types";
import { numberFormat } from "@/lib/format/intl-cache";
import { EMPLOYER_SIGNUP_PATH, GO_PREMIUM_PATH } from "@/lib/navigation/paths";
import { candidatesPath } from "@/lib/navigation/public-paths";
import type { Viewer } from "@/lib/users/get-viewer";
import { getViewer } from "@/lib/users/get-viewer";
import { publicPageMetadata } from "@/lib/seo/page-metadata";

/** Twelve fills rows of one, two, three or four cards. */
const PAGE_SIZE = 12;

/** The list itself is indexable; a search or a filter on it is for people (noindex, links still followed). */
export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/[country]/candidates">): Promise<Metadata> {
  const { locale, country } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "PublicCandidates" });
  const isNarrowed = Object.keys(await searchParams).some((name) => name !== "page");
  return publicPageMetadata({ locale, path: candidatesPath(country), title: t("metaTitle"), description: t("metaDescription"), noindex: isNarrowed });
}

/**
 * The public candidate list (spec section 2, {country}/candidates): complete without JavaScript.
 * The country in the path is the visitor's storefront, not a filter: the form's country select
 * filters. Query values that do not parse are dropped (and the page says so), never a 500.
 */
export default async function PublicCandidatesPage({ params, searchParams }: PageProps<"/[locale]/[country]/candidates">) {
  const { locale, country } = await params;
  if (!isLocale(locale) || !(await getCountryBySlug(country, locale))) notFound();
  const { search, invalidFields } = parseCandidateSearch(await searchParams, { take: PAGE_SIZE });

  const viewer = await getViewer();
  const [canSeeFullNames, countryGroups, t] = await Promise.all([
    canUserSeeCandidateNames(viewer?.id),
    listCountriesByRegion(locale),
    getTranslations("PublicCandidates"),
  ]);
  const result = await findPublicCandidates(search, { locale, canSeeFullNames });

  const basePath = candidatesPath(country);
  const hrefFor = (page: number) => withQuery(basePath, candidateSearchToQuery({ ...search, page }, { take: PAGE_SIZE }));
  const pages = Math.min(CANDIDATE_SEARCH_MAX_PAGE, Math.max(1, Math.ceil(result.total / result.take)));
  const premiumHref = !viewer ? EMPLOYER_SIGNUP_PATH : viewer.side === "EMPLOYER" ? GO_PREMIUM_PATH : null;
  const isFiltered = search.search !== null || search.country !== null || search.skills.length > 0 || search.verificationType !== null;
  const total = numberFormat(locale).format(result.total);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-300">{t("eyebrow")}</p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("heading")}</h1>
        <p className="max-w-2xl text-base text-slate-600 sm:text-lg dark:text-slate-300">{t("lead")}</p>
      </header>

      <CandidateSearchForm
        action={getPathname({ href: basePath, locale })}
        countryGroups={countryGroups}
        values={{
          search: search.search ?? "",
          countryId: selectedCountryId(search, countryGroups),
          verificationType: search.verificationType?.toLowerCase() ?? "",
        }}
      />

      {invalidFields.length > 0 ? (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <WarningIcon className="mt-0.5 size-4 shrink-0" />
          {t("invalidFilters")}
        </p>
      ) : null}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300" data-testid="candidate-total">
          {result.totalIsCapped ? t("totalCapped", { count: total }) : t("total", { count: result.total })}
        </p>
        {canSeeFullNames ? null : <NamesNotice viewer={viewer} locale={locale} />}
      </div>

      {result.items.length > 0 ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {result.items.map((candidate) => (
            <li key={candidate.id} className="min-w-0">
              <CandidateCard candidate={candidate} premiumHref={premiumHref} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
          <InfoIcon className="size-10 text-slate-400" />
          <h2 className="text-lg font-semibold">{t("empty.title")}</h2>
          <p className="max-w-md text-slate-600 dark:text-slate-300">{t("empty.body")}</p>
          {isFiltered || search.page > 1 ? (
            <Link href={basePath} className={buttonClasses({ variant: "outline", size: "sm" })}>
              {t("empty.action")}
            </Link>
          ) : null}
        </div>
      )}

      <Pagination page={search.page} pages={pages} hrefFor={hrefFor} />
    </div>
  );
}

async function NamesNotice({ viewer, locale }: { viewer: Viewer | null; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "PublicCandidates.namesNotice" });
  const [text, action] = !viewer
    ? [t("visitor"), { href: EMPLOYER_SIGNUP_PATH, label: t("visitorAction") }]
    : viewer.side === "EMPLOYER"
      ? [t("employer"), { href: GO_PREMIUM_PATH, label: t("employerAction") }]
      : [t("candidate"), null];
  return (
    <p className="text-sm text-slate-600 dark:text-slate-400">
      {text}{" "}
      {action ? (
        <Link href={action.href} className="font-semibold text-brand-600 underline-offset-2 hover:underline dark:text-brand-300">
          {action.label}
        </Link>
      ) : null}
    </p>
  );
}

/** The select's value: the country's id, whether the URL named it by id or by slug. */
function selectedCountryId(search: CandidateSearch, groups: CountryGroup[]): string {
  if (!search.country) return "";
  const selected = search.country;
  const match = groups.flatMap((group) => group.countries).find((country) => ("id" in selected ? country.id === selected.id : country.slug === selected.slug));
  return match ? String(match.id) : "";
}

function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
