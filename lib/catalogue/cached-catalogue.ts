import "server-only";

import { readCountryRows, readIndustryRows } from "@/lib/catalogue/read-catalogue";

// The catalogues change with a migration or an admin edit, not per request: one read an hour is
// plenty. Kept in this process's memory: every public page reads them, and a lookup here costs
// nothing, where Next's data cache would parse them from its store on every request.
const TTL_MS = 60 * 60 * 1000;

/** `read` at most once per TTL; concurrent callers share one read, and a failed read is not kept. */
function memoize<T>(read: () => Promise<T>): { get: () => Promise<T>; clear: () => void } {
  let entry: { value: Promise<T>; expiresAt: number } | null = null;
  return {
    get() {
      if (entry && entry.expiresAt > Date.now()) return entry.value;
      const value = read();
      const current = { value, expiresAt: Date.now() + TTL_MS };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = null;
      });
      return value;
    },
    clear() {
      entry = null;
    },
  };
}

const industries = memoize(readIndustryRows);
const countries = memoize(readCountryRows);

export const cachedIndustryRows = industries.get;
export const cachedCountryRows = countries.get;

/** After an administrator edits industries, regions or countries. */
export function clearCatalogueCache(): void {
  industries.clear();
  countries.clear();
}
