import "server-only";

import { canonicalLanguageName } from "@/lib/catalogue/spoken-languages";
import { cachedCountryRows, cachedIndustryRows } from "@/lib/catalogue/cached-catalogue";
import { readRegionRows } from "@/lib/catalogue/read-catalogue";
import { db } from "@/lib/db";
import type { FieldIssue } from "@/lib/api/error-response";
import { AppError } from "@/lib/errors";
import type { JobQuestionType, JobType, LanguageLevel, SalaryPeriod } from "@/lib/generated/prisma/enums";
import { DESCRIPTION_MIN, type JobContentInput } from "@/lib/jobs/job-post-schema";
import { monthlyUsdRange } from "@/lib/jobs/salary";
import { descriptionText, sanitizeDescription } from "@/lib/jobs/sanitize-description";
import { formMessages, minLengthMessage } from "@/lib/validations/form-messages";

/** A job's content as the database stores it: its columns, and the rows of its lists. */
export type ResolvedJobContent = {
  columns: JobColumns;
  countryIds: number[];
  regionIds: number[];
  languages: { name: string; level: LanguageLevel }[];
  questions: { text: string; type: JobQuestionType; isRequired: boolean; options: string[]; knockoutAnswer: string | null }[];
};

type JobColumns = {
  title: string;
  description: string;
  industryId: number | null;
  skills: string[];
  jobType: JobType;
  salaryFrom: number | null;
  salaryTo: number | null;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
  salaryMonthlyUsdFrom: number | null;
  salaryMonthlyUsdTo: number | null;
  timezoneMinOffset: number | null;
  timezoneMaxOffset: number | null;
  isPublic: boolean;
  expiresAt: Date | null;
};

/**
 * Turns what the employer sent into what the database stores, refusing what the catalogues do not
 * have (an unknown industry, country, region, skill or language) and descriptions that are empty
 * once sanitised: 422 validation_failed naming each field. Pure reads: nothing is written.
 */
export async function resolveJobContent(input: JobContentInput, now: Date = new Date()): Promise<ResolvedJobContent> {
  const issues: FieldIssue[] = [];
  const refuse = (path: string, message: string = formMessages.invalid) => issues.push({ path, code: "invalid_reference", message });

  const [industries, countries, regions, skills] = await Promise.all([
    cachedIndustryRows(),
    cachedCountryRows(),
    readRegionRows(),
    input.skills.length > 0 ? db.skill.findMany({ where: { name: { in: input.skills, mode: "insensitive" } }, select: { name: true } }) : [],
  ]);

  const industryId = input.industry === null ? null : (industries.find((industry) => industry.slug === input.industry)?.id ?? null);
  if (input.industry !== null && industryId === null) refuse("industry");

  const countryIds = input.eligible_countries.flatMap((slug, index) => {
    const found = countries.find((country) => country.slug === slug);
    if (!found) refuse(`eligible_countries.${index}`);
    return found ? [found.id] : [];
  });
  const regionIds = input.regions.flatMap((slug, index) => {
    const found = regions.find((region) => region.slug === slug);
    if (!found) refuse(`regions.${index}`);
    return found ? [found.id] : [];
  });

  const skillByName = new Map(skills.map((skill) => [skill.name.toLowerCase(), skill.name]));
  const canonicalSkills = input.skills.flatMap((name, index) => {
    const found = skillByName.get(name.toLowerCase());
    if (!found) refuse(`skills.${index}`);
    return found ? [found] : [];
  });

  const languages = input.languages.flatMap((language, index) => {
    const name = canonicalLanguageName(language.name);
    if (!name) refuse(`languages.${index}.name`);
    return name ? [{ name, level: language.level }] : [];
  });
  if (new Set(languages.map((language) => language.name)).size !== languages.length) refuse("languages", formMessages.unique);

  const description = sanitizeDescription(input.description);
  if (descriptionText(description).length < DESCRIPTION_MIN) refuse("description", minLengthMessage(DESCRIPTION_MIN));

  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (input.expires_at && input.expires_at < today) refuse("expires_at", formMessages.belowMin);

  if (issues.length > 0) throw new AppError("validation_failed", { message: "Some fields are not valid.", details: { fields: issues } });

  const salary = input.salary;
  const salaryFields = salary
    ? { salaryFrom: salary.from, salaryTo: salary.to, salaryCurrency: salary.currency, salaryPeriod: salary.frequency }
    : { salaryFrom: null, salaryTo: null, salaryCurrency: "USD", salaryPeriod: "MONTHLY" as const };
  return {
    columns: {
      title: input.job_title,
      description,
      industryId,
      skills: [...new Set(canonicalSkills)],
      jobType: input.job_type,
      ...salaryFields,
      ...monthlyUsdRange(salaryFields),
      timezoneMinOffset: input.timezone_window?.min ?? null,
      timezoneMaxOffset: input.timezone_window?.max ?? null,
      isPublic: input.public,
      // The job takes applications through its last day.
      expiresAt: input.expires_at ? new Date(input.expires_at.getTime() + 24 * 60 * 60 * 1000 - 1) : null,
    },
    languages,
    countryIds: [...new Set(countryIds)],
    regionIds: [...new Set(regionIds)],
    questions: input.questions.map((question) => ({
      text: question.text,
      type: question.type,
      isRequired: question.is_required,
      options: question.options,
      knockoutAnswer: question.knockout_answer,
    })),
  };
}
