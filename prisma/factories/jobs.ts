import type {
  Job,
  JobCountry,
  JobQuestion,
  JobQuestionType,
  JobRegion,
  JobLanguage,
  JobType,
  SalaryPeriod,
} from "@/lib/generated/prisma/client";
import { countries } from "@/prisma/seed/data/countries";
import { nativeLanguageByCountry } from "@/prisma/seed/data/languages";
import { benefitsEn, benefitsEs, roles, roleTitle, seniorities, type RoleSeed, type Seniority } from "@/prisma/seed/data/roles";

import { insertAll, type CountryRef, type FactoryClient } from "./client.ts";
import { uuidv7 } from "./ids.ts";
import { monthlyUsdRange, periodsPerMonth, unitsPerUsd } from "@/lib/jobs/salary";
import { factoryRandom } from "./sequence.ts";
import { escapeHtml, listPhrase, roundSalary } from "./text.ts";
import type { LanguageInput } from "./users.ts";

export interface JobQuestionInput {
  text: string;
  type?: JobQuestionType;
  isRequired?: boolean;
  options?: string[];
  knockoutAnswer?: string | null;
}

export interface BuildJobInput extends Partial<Job> {
  companyId: string;
  createdById: string;
  /** Used in the generated description. */
  companyName?: string;
  role?: RoleSeed;
  seniority?: Seniority;
  /** Language of the generated title and description; default Spanish for Spanish-speaking countries. */
  locale?: "en" | "es";
  /** Sets countryId and the team's time zone. */
  country?: CountryRef | null;
  regionIds?: number[];
  eligibleCountryIds?: number[];
  languages?: LanguageInput[];
  questions?: JobQuestionInput[];
  now?: Date;
}

export interface JobRows {
  job: Job;
  regions: JobRegion[];
  countries: JobCountry[];
  languages: JobLanguage[];
  questions: JobQuestion[];
}

interface DescriptionInput {
  role: RoleSeed;
  seniority: Seniority;
  companyName: string;
  skills: readonly string[];
  languages: readonly LanguageInput[];
  benefits: readonly number[];
  locale: "en" | "es";
}

const languageNamesEs: Readonly<Record<string, string>> = { English: "inglés", Spanish: "español", Portuguese: "portugués" };

/** Sanitised HTML for a job description, assembled from the role's sentences. */
export function describeJob({ role, seniority, companyName, skills, languages, benefits, locale }: DescriptionInput): string {
  const company = escapeHtml(companyName);
  const title = escapeHtml(roleTitle(role, seniority, locale));
  const items = (lines: readonly string[]) => `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`;
  const years = seniority.yearsOfExperience;
  if (locale === "es") {
    const requirements = [
      `${years}+ ${years === 1 ? "año" : "años"} de experiencia como ${roleTitle(role, seniorities[1], "es")}`,
      `Experiencia sólida con ${listPhrase(skills.slice(0, 4), "es")}`,
      ...languages.map((language) => `Nivel ${levelNameEs(language.level)} de ${languageNamesEs[language.name] ?? language.name}`),
      "Buena comunicación escrita y autonomía para trabajar en remoto",
    ];
    return (
      `<p>En <strong>${company}</strong> buscamos ${title} para sumarse a nuestro equipo 100% remoto.</p>` +
      `<p>${escapeHtml(role.summaryEs)}</p>` +
      `<h3>Qué harás</h3>${items(role.responsibilitiesEs)}` +
      `<h3>Qué buscamos</h3>${items(requirements)}` +
      `<h3>Qué ofrecemos</h3>${items(benefits.map((index) => benefitsEs[index] ?? benefitsEs[0]))}`
    );
  }
  const requirements = [
    `${years}+ ${years === 1 ? "year" : "years"} of experience as ${withArticle(roleTitle(role, seniorities[1], "en"))}`,
    `Hands-on experience with ${listPhrase(skills.slice(0, 4), "en")}`,
    ...languages.map((language) => `${levelNameEn(language.level)} ${language.name}`),
    "Clear written communication and the autonomy to work remotely",
  ];
  return (
    `<p><strong>${company}</strong> is hiring ${withArticle(title)} to join our fully remote team.</p>` +
    `<p>${escapeHtml(role.summaryEn)}</p>` +
    `<h3>What you will do</h3>${items(role.responsibilitiesEn)}` +
    `<h3>What you bring</h3>${items(requirements)}` +
    `<h3>What we offer</h3>${items(benefits.map((index) => benefitsEn[index] ?? benefitsEn[0]))}`
  );
}

function withArticle(noun: string): string {
  return `${/^[AEIOU]/i.test(noun) ? "an" : "a"} ${noun}`;
}

function levelNameEn(level: LanguageInput["level"]): string {
  return { BASIC: "Basic", INTERMEDIATE: "Intermediate", HIGH: "Advanced", EXPERT: "Fluent", NATIVE: "Native" }[level];
}

function levelNameEs(level: LanguageInput["level"]): string {
  return { BASIC: "básico", INTERMEDIATE: "intermedio", HIGH: "avanzado", EXPERT: "experto", NATIVE: "nativo" }[level];
}

/** Countries where yearly salaries are the usual way to write them. */
const yearlySalaryCountries = new Set(["US", "CA", "GB", "IE", "DE", "NL", "FR", "ES", "CH", "SE", "AU", "NZ"]);

interface SalaryDefaults {
  salaryFrom: number | null;
  salaryTo: number | null;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
}

function defaultSalary(role: RoleSeed, seniority: Seniority, jobType: JobType, countryCode: string | undefined, currency: string): SalaryDefaults {
  const random = factoryRandom();
  const period: SalaryPeriod =
    jobType === "FREELANCE" || jobType === "CONTRACT"
      ? random.pick(["HOURLY", "MONTHLY"] as const)
      : countryCode && yearlySalaryCountries.has(countryCode) && random.chance(0.6)
        ? "YEARLY"
        : "MONTHLY";
  if (random.chance(0.12)) return { salaryFrom: null, salaryTo: null, salaryCurrency: currency, salaryPeriod: period };
  const rate = unitsPerUsd[currency] ?? 1;
  const spread = 0.9 + random.next() * 0.2;
  const convert = (monthlyUsd: number) => roundSalary((monthlyUsd * seniority.salaryFactor * spread * rate) / periodsPerMonth[period]);
  return { salaryFrom: convert(role.monthlyUsd[0]), salaryTo: convert(role.monthlyUsd[1]), salaryCurrency: currency, salaryPeriod: period };
}

/**
 * A job and its child rows. Defaults: an OPEN, public job published now, with a salary range (its
 * monthly US-dollar columns derived from it), skills, languages and a timezone window.
 */
export function buildJob(input: BuildJobInput): JobRows {
  const {
    companyName = "Acme Remote",
    role: givenRole,
    seniority: givenSeniority,
    locale: givenLocale,
    country,
    regionIds = [],
    eligibleCountryIds = [],
    languages: givenLanguages,
    questions: givenQuestions = [],
    now = new Date(),
    ...overrides
  } = input;
  const random = factoryRandom();
  const role = givenRole ?? random.pick(roles);
  const seniority = givenSeniority ?? random.weighted(seniorities.map((level) => [level, level.key === "mid" ? 4 : level.key === "lead" ? 1 : 3] as const));
  const countrySeed = country ? countries.find((candidate) => candidate.code === country.code) : undefined;
  const isSpanishSpeaking = countrySeed !== undefined && nativeLanguageByCountry[countrySeed.code] === "Spanish";
  const locale = givenLocale ?? (isSpanishSpeaking ? "es" : "en");
  const id = overrides.id ?? uuidv7();

  const skills = overrides.skills ?? [...role.skills, ...random.sample(role.relatedSkills, random.int(0, 2))];
  const languages: LanguageInput[] =
    givenLanguages ??
    (locale === "es"
      ? [{ name: "Spanish", level: random.pick(["NATIVE", "EXPERT"] as const) }, ...(random.chance(0.5) ? [{ name: "English", level: "INTERMEDIATE" as const }] : [])]
      : [{ name: "English", level: random.pick(["HIGH", "EXPERT"] as const) }]);
  const jobType: JobType =
    overrides.jobType ??
    random.weighted([["FULL_TIME", 14], ["CONTRACT", 3], ["PART_TIME", 2], ["FREELANCE", 2], ["INTERNSHIP", seniority.key === "junior" ? 2 : 0], ["TEMPORARY", 1]] as const);
  const salary = defaultSalary(role, seniority, jobType, countrySeed?.code, overrides.salaryCurrency ?? "USD");

  const status = overrides.status ?? "OPEN";
  const publishedAt = overrides.publishedAt !== undefined ? overrides.publishedAt : status === "DRAFT" ? null : now;
  const createdAt = overrides.createdAt ?? publishedAt ?? now;
  const hasWindow = countrySeed !== undefined && random.chance(0.7);
  const benefits = random.sample([...benefitsEn.keys()], random.int(3, 5));

  const merged: Job = {
    id,
    title: roleTitle(role, seniority, locale),
    description: describeJob({ role, seniority, companyName, skills, languages, benefits, locale }),
    industryId: null,
    countryId: country?.id ?? null,
    timezone: countrySeed?.timezone ?? null,
    timezoneMinOffset: hasWindow && countrySeed ? Math.max(-720, countrySeed.utcOffsetMinutes - 180) : null,
    timezoneMaxOffset: hasWindow && countrySeed ? Math.min(840, countrySeed.utcOffsetMinutes + 180) : null,
    skills,
    jobType,
    ...salary,
    salaryMonthlyUsdFrom: null,
    salaryMonthlyUsdTo: null,
    // What the database's triggers make of the job_countries and job_regions rows below.
    eligibleCountryIds: [...eligibleCountryIds].sort((a, b) => a - b),
    eligibleRegionIds: [...regionIds].sort((a, b) => a - b),
    status,
    isPublic: true,
    publishedAt,
    expiresAt: null,
    closedAt: status === "CLOSED" ? now : null,
    bannedAt: null,
    viewCount: 0,
    applicantsSeenAt: null,
    createdAt,
    updatedAt: now,
    ...overrides,
  };
  const job: Job = {
    ...merged,
    ...monthlyUsdRange(merged),
    ...(overrides.salaryMonthlyUsdFrom !== undefined ? { salaryMonthlyUsdFrom: overrides.salaryMonthlyUsdFrom } : {}),
    ...(overrides.salaryMonthlyUsdTo !== undefined ? { salaryMonthlyUsdTo: overrides.salaryMonthlyUsdTo } : {}),
  };

  return {
    job,
    regions: regionIds.map((regionId) => ({ jobId: id, regionId })),
    countries: eligibleCountryIds.map((countryId) => ({ jobId: id, countryId })),
    languages: languages.map((language) => ({ id: uuidv7(), jobId: id, name: language.name, level: language.level })),
    questions: givenQuestions.map((question, index) => ({
      id: uuidv7(),
      jobId: id,
      position: index + 1,
      text: question.text,
      type: question.type ?? "TEXT",
      isRequired: question.isRequired ?? true,
      options: question.options ?? [],
      knockoutAnswer: question.knockoutAnswer ?? null,
    })),
  };
}

export type CreatedJob = Job & {
  regionIds: number[];
  eligibleCountryIds: number[];
  languages: JobLanguage[];
  questions: JobQuestion[];
};

export interface CreateJobInput extends Omit<BuildJobInput, "companyId" | "createdById" | "companyName"> {
  company: { id: string; name?: string };
  createdBy: { id: string };
}

/** Inserts a job with its regions, eligible countries, languages and questions. */
export async function createJob(db: FactoryClient, input: CreateJobInput): Promise<CreatedJob> {
  const { company, createdBy, ...rest } = input;
  const rows = buildJob({ ...rest, companyId: company.id, createdById: createdBy.id, companyName: company.name });
  await db.job.createMany({ data: [rows.job] });
  await insertAll(db.jobRegion, rows.regions);
  await insertAll(db.jobCountry, rows.countries);
  await insertAll(db.jobLanguage, rows.languages);
  await insertAll(db.jobQuestion, rows.questions);
  return {
    ...rows.job,
    regionIds: rows.regions.map((region) => region.regionId),
    eligibleCountryIds: rows.countries.map((country) => country.countryId),
    languages: rows.languages,
    questions: rows.questions,
  };
}
