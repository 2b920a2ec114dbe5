import "server-only";

import type { FieldIssue } from "@/lib/api/error-response";
import type { CurrentUser } from "@/lib/auth/current-user";
import { cachedCountryRows, cachedIndustryRows } from "@/lib/catalogue/cached-catalogue";
import { canonicalLanguageName } from "@/lib/catalogue/spoken-languages";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { LanguageLevel } from "@/lib/generated/prisma/enums";
import type { UpdateProfileInput } from "@/lib/profile/schemas";
import { roleToWire } from "@/lib/users/wire";
import { formMessages } from "@/lib/validations/form-messages";
import { checkVideoLink } from "@/lib/video-links/check-video-link";

/** What the sent profile means in catalogue terms; undefined wherever the body left a field out. */
export type ResolvedProfileInput = {
  countryId?: number | null;
  industryIds?: number[];
  /** Catalogue skills, as the catalogue spells them. */
  skills?: string[];
  /** Free-text skills the catalogue lacks, deduplicated case-insensitively. */
  customSkills?: string[];
  /** Skills sent as custom that the catalogue has: they join the catalogue skills. */
  promotedSkills: string[];
  languages?: { name: string; level: LanguageLevel }[];
};

/** The first spelling of each name, case-insensitively. */
function unique(names: string[]): string[] {
  const seen = new Map<string, string>();
  for (const name of names) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()];
}

/**
 * Checks the sent profile against the catalogues (countries, industries, skills, spoken
 * languages), the video link against its provider, and the read-only e-mail and role (sent back
 * unchanged they are ignored; changed, refused). 422 validation_failed names every bad field.
 * Pure reads: nothing is written.
 */
export async function resolveProfileInput(caller: CurrentUser, input: UpdateProfileInput): Promise<ResolvedProfileInput> {
  const issues: FieldIssue[] = [];
  const refuse = (path: string, code: string, message: string = formMessages.invalid) => issues.push({ path, code, message });

  if (input.email !== undefined && input.email.trim().toLowerCase() !== caller.email.toLowerCase()) refuse("email", "read_only");
  if (input.role !== undefined && input.role !== roleToWire(caller.role)) refuse("role", "read_only");

  const sentSkills = [...(input.skills ?? []), ...(input.custom_skills ?? [])];
  const [countries, industries, knownSkills, isVideoValid] = await Promise.all([
    input.country ? cachedCountryRows() : [],
    input.industries?.length ? cachedIndustryRows() : [],
    sentSkills.length > 0 ? db.skill.findMany({ where: { name: { in: sentSkills, mode: "insensitive" } }, select: { name: true } }) : [],
    input.video_link ? checkVideoLink(input.video_link) : true,
  ]);
  if (!isVideoValid) refuse("video_link", "invalid_link", formMessages.invalidLink);

  const resolved: ResolvedProfileInput = { promotedSkills: [] };

  if (input.country !== undefined) {
    const wanted = input.country?.toLowerCase();
    const country = wanted ? countries.find((row) => row.slug === wanted || row.code.toLowerCase() === wanted) : undefined;
    if (input.country !== null && !country) refuse("country", "unknown_country");
    resolved.countryId = country?.id ?? null;
  }

  if (input.industries !== undefined) {
    resolved.industryIds = [
      ...new Set(
        input.industries.flatMap((slug, index) => {
          const industry = industries.find((row) => row.slug === slug.toLowerCase());
          if (!industry) refuse(`industries.${index}`, "unknown_industry");
          return industry ? [industry.id] : [];
        }),
      ),
    ];
  }

  const skillByName = new Map(knownSkills.map((skill) => [skill.name.toLowerCase(), skill.name]));
  if (input.skills !== undefined) {
    resolved.skills = unique(
      input.skills.flatMap((name, index) => {
        const found = skillByName.get(name.toLowerCase());
        if (!found) refuse(`skills.${index}`, "unknown_skill");
        return found ? [found] : [];
      }),
    );
  }
  if (input.custom_skills !== undefined) {
    resolved.promotedSkills = unique(input.custom_skills.flatMap((name) => skillByName.get(name.toLowerCase()) ?? []));
    resolved.customSkills = unique(input.custom_skills.filter((name) => !skillByName.has(name.toLowerCase())));
  }

  if (input.languages !== undefined) {
    const languages = input.languages.flatMap((language, index) => {
      const name = canonicalLanguageName(language.name);
      if (!name) refuse(`languages.${index}.name`, "unknown_language");
      return name ? [{ name, level: language.level }] : [];
    });
    if (new Set(languages.map((language) => language.name)).size !== languages.length) refuse("languages", "duplicate_language", formMessages.unique);
    resolved.languages = languages;
  }

  if (issues.length > 0) throw new AppError("validation_failed", { message: "Some fields are not valid.", details: { fields: issues } });
  return resolved;
}
