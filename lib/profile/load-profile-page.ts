import "server-only";

import type { Locale } from "@/i18n/config";
import { cachedCountryRows, cachedIndustryRows } from "@/lib/catalogue/cached-catalogue";
import { groupCountriesByRegion, localizeIndustries } from "@/lib/catalogue/localize-catalogue";
import { spokenLanguages } from "@/lib/catalogue/spoken-languages";
import { db } from "@/lib/db";
import { unitsPerUsd } from "@/lib/jobs/salary";
import type { MissingRequirements } from "@/lib/profile/completion";
import { getOwnProfileToEdit } from "@/lib/profile/get-profile";
import type { OwnProfile } from "@/lib/profile/profile-wire";

/** The catalogues the profile's pickers offer, in the page's language. */
export type ProfileOptions = {
  countryGroups: { region: string; countries: { slug: string; name: string; flag: string }[] }[];
  industries: { slug: string; name: string }[];
  skills: string[];
  languages: { name: string; label: string }[];
  currencies: string[];
};

export type ProfilePage = { profile: OwnProfile; missing: MissingRequirements; options: ProfileOptions };

export async function loadProfilePage(userId: string, locale: Locale): Promise<ProfilePage | null> {
  const [own, industryRows, countryRows, skills] = await Promise.all([
    getOwnProfileToEdit(userId),
    cachedIndustryRows(),
    cachedCountryRows(),
    db.skill.findMany({ select: { name: true }, orderBy: { name: "asc" } }),
  ]);
  if (!own) return null;
  return {
    ...own,
    options: {
      countryGroups: groupCountriesByRegion(countryRows, locale).map((group) => ({
        region: group.region.name,
        countries: group.countries.map(({ slug, name, flag }) => ({ slug, name, flag })),
      })),
      industries: localizeIndustries(industryRows, locale).map(({ slug, name }) => ({ slug, name })),
      skills: skills.map((skill) => skill.name),
      languages: spokenLanguages.map((language) => ({ name: language.name, label: locale === "es" ? language.nameEs : language.name })),
      currencies: Object.keys(unitsPerUsd),
    },
  };
}
