import "server-only";

import { db } from "@/lib/db";
import type { CountryRow, IndustryRow, RegionRow } from "@/lib/catalogue/localize-catalogue";

/** Industries in display order, both languages. */
export function readIndustryRows(): Promise<IndustryRow[]> {
  return db.industry.findMany({ orderBy: [{ sortOrder: "asc" }, { id: "asc" }], select: { id: true, slug: true, nameEn: true, nameEs: true } });
}

/** Countries with their region, in the regions' display order, both languages. */
export function readCountryRows(): Promise<CountryRow[]> {
  return db.country.findMany({
    orderBy: [{ region: { sortOrder: "asc" } }, { regionId: "asc" }, { nameEn: "asc" }],
    select: { id: true, slug: true, code: true, flag: true, nameEn: true, nameEs: true, region: { select: { slug: true, nameEn: true, nameEs: true } } },
  });
}

/** Regions, also those no country belongs to (a job may still list them). */
export function readRegionRows(): Promise<(RegionRow & { id: number })[]> {
  return db.region.findMany({ orderBy: [{ sortOrder: "asc" }, { id: "asc" }], select: { id: true, slug: true, nameEn: true, nameEs: true } });
}
