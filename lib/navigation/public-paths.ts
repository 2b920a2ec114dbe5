import type { Locale } from "@/i18n/config";
import { appUrl } from "@/lib/auth/app-url";
import { DEFAULT_COUNTRY } from "@/lib/navigation/country";

/**
 * Paths of the public marketplace, without the language prefix: next-intl's Link adds it, and
 * `absoluteUrl` adds it for canonical links, hreflang, JSON-LD and the sitemap. One place, so a
 * page, its canonical link and the sitemap can never disagree on a URL.
 */

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** "Senior React Developer (LATAM)" -> "senior-react-developer-latam"; accents folded, at most 80 characters. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}

/** /{country}/jobs, or /{country}/jobs/{industry slug} for one category. */
export function jobsPath(country: string, industrySlug?: string | null): string {
  return industrySlug ? `/${country}/jobs/${industrySlug}` : `/${country}/jobs`;
}

/** A job's public page: /{country}/job/{title slug}-{id}. The slug is for people and crawlers; the id decides. */
export function jobPath(country: string, job: { id: string; title: string }): string {
  const slug = slugify(job.title);
  return `/${country}/job/${slug ? `${slug}-` : ""}${job.id}`;
}

/** The job id at the end of a job page's segment, or null when there is none. */
export function jobIdFromSegment(segment: string): string | null {
  return uuidPattern.exec(segment.toLowerCase())?.[0] ?? null;
}

/**
 * The country segment of a job's or a company's canonical URL: the country it hires from, else
 * the default. Pages, JSON-LD and the sitemaps use it, so they name the same URL.
 */
export function canonicalCountry(countrySlug: string | null | undefined): string {
  return countrySlug ?? DEFAULT_COUNTRY;
}

export function companyPath(country: string, companySlug: string): string {
  return `/${country}/companies/${companySlug}`;
}

export function candidatesPath(country: string): string {
  return `/${country}/candidates`;
}

/** A full URL with the language prefix: absoluteUrl("es", "/us/jobs") -> "https://host/es/us/jobs". */
export function absoluteUrl(locale: Locale, path: string): string {
  return `${appUrl()}/${locale}${path === "/" ? "" : path}`;
}
