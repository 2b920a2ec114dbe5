import { DEFAULT_COUNTRY } from "@/lib/navigation/country";

/** The public sections that live under a country: /{locale}/{country}/jobs, …/companies/{slug}. */
const countrySections = new Set(["jobs", "job", "candidates", "companies", "privacy-policy", "terms-conditions"]);

/** Country slugs are ISO 3166 codes; anything else in the cookie was not written by us. */
const countrySlug = /^[a-z]{2}$/;

/**
 * A public page's address typed without its country ("/jobs", "/companies/acme", after the
 * language): the same page in the visitor's remembered country, else the default one. Null for
 * every other path.
 */
export function pathWithCountry(path: string, cookieCountry: string | undefined): string | null {
  const section = path.split("/")[1] ?? "";
  if (!countrySections.has(section)) return null;
  return `/${cookieCountry && countrySlug.test(cookieCountry) ? cookieCountry : DEFAULT_COUNTRY}${path}`;
}
