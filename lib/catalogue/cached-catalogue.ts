import "server-only";

import type { CountryRow, IndustryRow, RegionRow } from "@/lib/catalogue/localize-catalogue";
import { readCountryRows, readIndustryRows, readRegionRows } from "@/lib/catalogue/read-catalogue";

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

export type CatalogueById = {
  industries: ReadonlyMap<number, IndustryRow>;
  countries: ReadonlyMap<number, CountryRow>;
  regions: ReadonlyMap<number, RegionRow & { id: number }>;
};

const industries = memoize(readIndustryRows);
const countries = memoize(readCountryRows);
const catalogueById = memoize(async (): Promise<CatalogueById> => {
  const [industryRows, countryRows, regionRows] = await Promise.all([industries.get(), countries.get(), readRegionRows()]);
  const byId = <Row extends { id: number }>(rows: readonly Row[]) => new Map(rows.map((row) => [row.id, row]));
  return { industries: byId(industryRows), countries: byId(countryRows), regions: byId(regionRows) };
});

export const cachedIndustryRows = industries.get;
export const cachedCountryRows = countries.get;

/**
 * Industries, countries and regions by id, for rows that carry only their ids (a job list). An id
 * the cached catalogue lacks (added since it was read) makes it read again, once.
 */
export async function cachedCatalogueById(needs: { industryIds: number[]; countryIds: number[]; regionIds: number[] }): Promise<CatalogueById> {
  const catalogue = await catalogueById.get();
  const has = (map: ReadonlyMap<number, unknown>, ids: number[]) => ids.every((id) => map.has(id));
  if (has(catalogue.industries, needs.industryIds) && has(catalogue.countries, needs.countryIds) && has(catalogue.regions, needs.regionIds)) return catalogue;
  clearCatalogueCache();
  return catalogueById.get();
}

/** After an administrator edits industries, regions or countries. */
export function clearCatalogueCache(): void {
  industries.clear();
  countries.clear();
  catalogueById.clear();
}
