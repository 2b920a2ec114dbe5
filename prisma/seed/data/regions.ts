export interface RegionSeed {
  slug: string;
  nameEn: string;
  nameEs: string;
  sortOrder: number;
}

/** Country-picker groups, in display order. Mexico and the Caribbean sit in Latin America. */
export const regions: readonly RegionSeed[] = [
  { slug: "north-america", nameEn: "North America", nameEs: "Norteamérica" },
  { slug: "latin-america", nameEn: "Latin America & the Caribbean", nameEs: "Latinoamérica y el Caribe" },
  { slug: "europe", nameEn: "Europe", nameEs: "Europa" },
  { slug: "middle-east", nameEn: "Middle East", nameEs: "Oriente Medio" },
  { slug: "africa", nameEn: "Africa", nameEs: "África" },
  { slug: "asia", nameEn: "Asia", nameEs: "Asia" },
  { slug: "oceania", nameEn: "Oceania", nameEs: "Oceanía" },
].map((region, index) => ({ ...region, sortOrder: (index + 1) * 10 }));
