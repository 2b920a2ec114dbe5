import { countryPath, resolveCountry } from "@/lib/navigation/country";

/** The public sections that live under a country: /{locale}/{country}/jobs, …/companies/{slug}. */
const countrySections = new Set(["jobs", "job", "candidates", "companies", "privacy-policy", "terms-conditions"]);

/**
 * A public page's address typed without its country ("/jobs", "/companies/acme", after the
 * language): the same page in the visitor's remembered country, else the default one. Null for
 * every other path.
 */
export function pathWithCountry(path: string, cookieCountry: string | undefined): string | null {
  if (!countrySections.has(path.split("/")[1] ?? "")) return null;
  // The proxy has no country catalogue: the cookie counts when it is two letters, as resolveCountry reads it without one.
  return countryPath(resolveCountry({ pathname: path, countrySlugs: [], cookieCountry }), path);
}
