import { describe, expect, it } from "@jest/globals";

import { filterCountryGroups, groupCountriesByRegion, localizeIndustries, type CountryRow } from "@/lib/catalogue/localize-catalogue";

const northAmerica = { slug: "north-america", nameEn: "North America", nameEs: "Norteamérica" };
const latinAmerica = { slug: "latin-america", nameEn: "Latin America", nameEs: "Latinoamérica" };
const rows: CountryRow[] = [
  { id: 1, slug: "us", code: "US", flag: "🇺🇸", nameEn: "United States", nameEs: "Estados Unidos", region: northAmerica },
  { id: 2, slug: "ca", code: "CA", flag: "🇨🇦", nameEn: "Canada", nameEs: "Canadá", region: northAmerica },
  { id: 3, slug: "mx", code: "MX", flag: "🇲🇽", nameEn: "Mexico", nameEs: "México", region: latinAmerica },
  { id: 4, slug: "br", code: "BR", flag: "🇧🇷", nameEn: "Brazil", nameEs: "Brasil", region: latinAmerica },
];

describe("groupCountriesByRegion", () => {
  it("keeps the regions' order and sorts countries by name in the page's language", () => {
    const en = groupCountriesByRegion(rows, "en");
    expect(en.map((group) => group.region.name)).toEqual(["North America", "Latin America"]);
    expect(en.map((group) => group.countries.map((country) => country.name))).toEqual([["Canada", "United States"], ["Brazil", "Mexico"]]);

    const es = groupCountriesByRegion(rows, "es");
    expect(es.map((group) => group.region.name)).toEqual(["Norteamérica", "Latinoamérica"]);
    expect(es[0]!.countries.map((country) => country.name)).toEqual(["Canadá", "Estados Unidos"]);
    expect(es[1]!.countries[1]).toEqual({ id: 3, slug: "mx", code: "MX", name: "México", flag: "🇲🇽" });
  });
});

describe("filterCountryGroups", () => {
  const groups = groupCountriesByRegion(rows, "es");

  it("finds countries by name without caring for case or accents, and by code", () => {
    expect(filterCountryGroups(groups, "mexico").flatMap((group) => group.countries.map((country) => country.slug))).toEqual(["mx"]);
    expect(filterCountryGroups(groups, "CANADA").flatMap((group) => group.countries.map((country) => country.slug))).toEqual(["ca"]);
    expect(filterCountryGroups(groups, "us").flatMap((group) => group.countries.map((country) => country.slug))).toEqual(["us"]);
  });

  it("drops regions with no match and returns everything for an empty query", () => {
    expect(filterCountryGroups(groups, "bra").map((group) => group.region.slug)).toEqual(["latin-america"]);
    expect(filterCountryGroups(groups, "  ")).toEqual(groups);
    expect(filterCountryGroups(groups, "zzz")).toEqual([]);
  });
});

describe("localizeIndustries", () => {
  it("names industries in the page's language and keeps their order", () => {
    const industryRows = [
      { id: 1, slug: "design", nameEn: "Design", nameEs: "Diseño" },
      { id: 2, slug: "sales", nameEn: "Sales", nameEs: "Ventas" },
    ];
    expect(localizeIndustries(industryRows, "en").map((industry) => industry.name)).toEqual(["Design", "Sales"]);
    expect(localizeIndustries(industryRows, "es")).toEqual([
      { id: 1, slug: "design", name: "Diseño" },
      { id: 2, slug: "sales", name: "Ventas" },
    ]);
  });
});
