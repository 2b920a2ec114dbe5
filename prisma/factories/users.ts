import type { Availability, Education, LanguageLevel, Seniority as SeniorityLevel, User, UserLanguage, WorkExperience } from "@/lib/generated/prisma/client";
import { toMonthlyUsd } from "@/lib/jobs/salary";
import { countries, type CountrySeed } from "@/prisma/seed/data/countries";
import { nativeLanguageByCountry } from "@/prisma/seed/data/languages";
import { namePoolFor, onlineProgrammes, pastEmployers, universitiesByCountry } from "@/prisma/seed/data/people";
import { roles, roleTitle, seniorities, type RoleSeed, type Seniority } from "@/prisma/seed/data/roles";

import { insertAll, type CountryRef, type FactoryClient } from "./client.ts";
import { hashPasswordForSeed } from "./password.ts";
import { factoryRandom, nextSequence } from "./sequence.ts";
import { dateOnly, daysBefore, listPhrase, roundSalary, slugify } from "./text.ts";
import { uuidv7 } from "./ids.ts";

/** The password of every account the factories create unless told otherwise. */
export const FACTORY_PASSWORD = "password1234";

let factoryPasswordHash: Promise<string> | undefined;

/** Hashing is deliberately slow (scrypt), so the factory password is hashed once per process. */
function defaultPasswordHash(): Promise<string> {
  factoryPasswordHash ??= hashPasswordForSeed(FACTORY_PASSWORD);
  return factoryPasswordHash;
}

export interface BuildUserInput extends Partial<User> {
  /** Sets countryId and picks names, city and time zone that fit the country. */
  country?: CountryRef | null;
}

export interface CreateUserInput extends BuildUserInput {
  /** Hashed into passwordHash; defaults to FACTORY_PASSWORD. */
  password?: string;
}

function countrySeedOf(country: CountryRef | null | undefined): CountrySeed | undefined {
  return country ? countries.find((candidate) => candidate.code === country.code) : undefined;
}

function isSpanishSpeaking(countryCode: string | undefined): boolean {
  return countryCode !== undefined && nativeLanguageByCountry[countryCode] === "Spanish";
}

/**
 * A bare account row: names, a unique e-mail, verified, no profile. passwordHash is null (no
 * login) unless given; createUser sets one.
 */
export function buildUser(input: BuildUserInput = {}): User {
  const { country, ...overrides } = input;
  const random = factoryRandom();
  const sequence = nextSequence();
  const pool = namePoolFor(country?.code);
  const firstName = overrides.firstName ?? random.pick(pool.firstNames);
  const lastName = overrides.lastName ?? random.pick(pool.lastNames);
  const now = new Date();
  return {
    id: uuidv7(),
    email: `${slugify(`${firstName}.${lastName}`).replace(/-/g, ".")}.${sequence}@example.test`,
    passwordHash: null,
    emailVerifiedAt: now,
    role: "USER",
    loggedAs: "CANDIDATE",
    isEmployer: false,
    locale: isSpanishSpeaking(country?.code) ? "es" : "en",
    firstName,
    lastName,
    profilePicUrl: null,
    phone: null,
    phoneVerifiedAt: null,
    countryId: country?.id ?? null,
    city: null,
    timezone: null,
    title: null,
    about: null,
    seniority: null,
    yearsOfExperience: null,
    industryIds: [],
    skills: [],
    customSkills: [],
    expectedSalary: null,
    expectedSalaryTo: null,
    expectedSalaryCurrency: null,
    expectedSalaryPeriod: null,
    expectedSalaryMonthlyUsd: null,
    jobTypes: [],
    availability: null,
    cvFileId: null,
    cvFileName: null,
    cvText: null,
    cvUploadedAt: null,
    videoUrl: null,
    isOpenToWork: true,
    verificationType: "EMAIL",
    isPersonalInformationComplete: false,
    isProfessionalInformationComplete: false,
    isProficiencyInformationComplete: false,
    isExperienceInformationComplete: false,
    isAcademicInformationComplete: false,
    profileCompletion: 0,
    hiredAt: null,
    referralCode: null,
    facebookId: null,
    googleId: null,
    linkedinId: null,
    chatUserId: null,
    chatUserToken: null,
    chatUserEmployerId: null,
    chatUserEmployerToken: null,
    stripeCustomerId: null,
    tokensValidAfter: null,
    bannedAt: null,
    bannedReason: null,
    deletedAt: null,
    deleteReason: null,
    deletedEmail: null,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** A given password wins, then a given hash (null included: no login), then the factory password. */
function passwordHashFor(password: string | undefined, passwordHash: string | null | undefined): Promise<string | null> {
  if (password !== undefined) return hashPasswordForSeed(password);
  if (passwordHash !== undefined) return Promise.resolve(passwordHash);
  return defaultPasswordHash();
}

/** Inserts a user who can log in with `password` (default FACTORY_PASSWORD). */
export async function createUser(db: FactoryClient, input: CreateUserInput = {}): Promise<User> {
  const { password, ...rest } = input;
  const user = buildUser({ ...rest, passwordHash: await passwordHashFor(password, rest.passwordHash) });
  await db.user.createMany({ data: [user] });
  return user;
}

// ---------------------------------------------------------------------------------------------
// Candidates

/** The five profile sections; each complete one is worth 20% (spec: 5 sections x 20% = 100). */
export const profileSections = ["personal", "professional", "proficiency", "experience", "academic"] as const;
export type ProfileSection = (typeof profileSections)[number];

export function profileCompletionOf(complete: ReadonlySet<ProfileSection>): number {
  return complete.size * 20;
}

export interface LanguageInput {
  name: string;
  level: LanguageLevel;
}

export interface BuildCandidateInput {
  /** Overrides for the user row, applied last (flags and completion are derived from `sections`). */
  user?: BuildUserInput;
  country?: CountryRef | null;
  role?: RoleSeed;
  seniority?: Seniority;
  /** The profile title; default the role's title at the seniority, in the country's language. */
  title?: string;
  /** The sections filled in; the others are left empty. Default: all five. */
  sections?: readonly ProfileSection[];
  skills?: string[];
  languages?: LanguageInput[];
  /** How many jobs and studies to invent when those sections are complete (default 1-3 and 1-2). */
  experienceCount?: number;
  educationCount?: number;
  /** The moment the profile is built at; experiences end by then. */
  now?: Date;
  /** Industry ids by slug (the seeded catalogue): the professional section lists the role's industry. */
  industryIdBySlug?: ReadonlyMap<string, number>;
}

export interface CandidateRows {
  user: User;
  languages: UserLanguage[];
  experiences: WorkExperience[];
  educations: Education[];
}

const levelOrder: readonly LanguageLevel[] = ["BASIC", "INTERMEDIATE", "HIGH", "EXPERT", "NATIVE"];

function defaultLanguages(countryCode: string | undefined): LanguageInput[] {
  const random = factoryRandom();
  const native = (countryCode && nativeLanguageByCountry[countryCode]) || "English";
  const languages: LanguageInput[] = [{ name: native, level: "NATIVE" }];
  if (native !== "English") {
    languages.push({ name: "English", level: random.weighted([["INTERMEDIATE", 3], ["HIGH", 4], ["EXPERT", 2], ["BASIC", 1]] as const) });
  }
  if (random.chance(0.25)) {
    const extra = random.pick(["Spanish", "Portuguese", "French", "German", "Italian"].filter((name) => name !== native));
    languages.push({ name: extra, level: random.pick(levelOrder.slice(0, 3)) });
  }
  return languages;
}

const seniorityLevel: Record<Seniority["key"], SeniorityLevel> = { junior: "JUNIOR", mid: "MID_LEVEL", senior: "SENIOR", lead: "LEAD" };

/** Skills people list that the skills catalogue lacks (the profile's custom skills). */
const customSkillPool = ["Remote collaboration", "Technical writing", "Mentoring", "Public speaking", "Stakeholder management", "Async communication", "Design systems", "Data storytelling"];

/**
 * A number from a text, for the profile details added later (seniority years, availability,
 * custom skills): drawing them from the factory's random stream would change every row built
 * after them, and tests and the demo rely on those.
 */
function textHash(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619) >>> 0;
  return hash;
}

function customSkillsFor(key: string): string[] {
  const count = textHash(`${key}:custom`) % 3;
  const first = textHash(key) % customSkillPool.length;
  return Array.from({ length: count }, (_, index) => customSkillPool[(first + index * 3) % customSkillPool.length]!);
}

const availabilities: readonly Availability[] = ["IMMEDIATELY", "TWO_WEEKS", "TWO_WEEKS", "ONE_MONTH", "MORE_THAN_A_MONTH"];

function aboutText(title: string, seniority: Seniority, skills: readonly string[], locale: "en" | "es"): string {
  const years = seniority.yearsOfExperience;
  const top = skills.slice(0, 3);
  if (locale === "es") {
    return (
      `${title} con ${years} ${years === 1 ? "año" : "años"} de experiencia en ${listPhrase(top, "es")}. ` +
      `Trabajo en remoto con equipos distribuidos y me gusta dejar las cosas mejor de lo que las encontré. ` +
      `Busco un equipo donde pueda seguir creciendo.`
    );
  }
  return (
    `${title} with ${years} ${years === 1 ? "year" : "years"} of experience in ${listPhrase(top, "en")}. ` +
    `I work remotely with distributed teams and like to leave things better than I found them. ` +
    `Looking for a team where I can keep growing.`
  );
}

/**
 * A candidate's user row and profile rows. Completion flags, profileCompletion and the data agree:
 * a complete section has its fields or rows filled in, an incomplete one is empty.
 */
export function buildCandidate(input: BuildCandidateInput = {}): CandidateRows {
  const random = factoryRandom();
  const now = input.now ?? new Date();
  const { country: userCountry, ...userOverrides } = input.user ?? {};
  const country = input.country ?? userCountry ?? null;
  const countrySeed = countrySeedOf(country);
  const role = input.role ?? random.pick(roles);
  const seniority = input.seniority ?? random.weighted(seniorities.map((level) => [level, level.key === "mid" ? 4 : 2] as const));
  const sections = new Set<ProfileSection>(input.sections ?? profileSections);
  const locale = isSpanishSpeaking(countrySeed?.code) ? "es" : "en";
  const title = input.title ?? roleTitle(role, seniority, locale);

  const base = buildUser({ country, createdAt: daysBefore(now, random.int(1, 400)), ...userOverrides });
  const userId = base.id;

  const skills =
    input.skills ??
    [...random.sample(role.skills, Math.max(2, role.skills.length - random.int(0, 1))), ...random.sample(role.relatedSkills, random.int(1, 4))];
  const languageInputs = input.languages ?? defaultLanguages(countrySeed?.code);

  // In international form without separators, as the profile stores phones (lib/profile/phone.ts).
  const personal = sections.has("personal")
    ? {
        phone: `+${random.int(1, 99)}${random.int(200, 999)}${random.int(100, 999)}${random.int(1000, 9999)}`,
        city: countrySeed ? random.pick(countrySeed.cities) : null,
        timezone: countrySeed?.timezone ?? null,
      }
    : { phone: null, city: null, timezone: null };

  const expectedSalary = roundSalary(((role.monthlyUsd[0] + role.monthlyUsd[1]) / 2) * seniority.salaryFactor);
  const industryId = input.industryIdBySlug?.get(role.industrySlug);
  const professional = sections.has("professional")
    ? {
        title,
        about: aboutText(title, seniority, skills, locale),
        seniority: seniorityLevel[seniority.key],
        yearsOfExperience: seniority.yearsOfExperience + (textHash(base.email) % 3),
        industryIds: industryId === undefined ? [] : [industryId],
        expectedSalary,
        expectedSalaryTo: roundSalary(expectedSalary * 1.25),
        expectedSalaryCurrency: "USD",
        expectedSalaryPeriod: "MONTHLY" as const,
        expectedSalaryMonthlyUsd: toMonthlyUsd(expectedSalary, "USD", "MONTHLY"),
        jobTypes: [random.weighted([["FULL_TIME", 8], ["CONTRACT", 2], ["PART_TIME", 1], ["FREELANCE", 1]] as const)],
        availability: availabilities[textHash(`${base.email}:availability`) % availabilities.length]!,
      }
    : {
        title: null,
        about: null,
        seniority: null,
        yearsOfExperience: null,
        industryIds: [],
        expectedSalary: null,
        expectedSalaryTo: null,
        expectedSalaryCurrency: null,
        expectedSalaryPeriod: null,
        expectedSalaryMonthlyUsd: null,
        jobTypes: [],
        availability: null,
      };

  const drawn = random.weighted([["EMAIL", 14], ["PHONE", 3], ["IDENTITY", 1], [null, 2]] as const);
  const verificationType =
    userOverrides.verificationType !== undefined ? userOverrides.verificationType : drawn === "PHONE" && personal.phone === null ? "EMAIL" : drawn;
  const user: User = {
    ...base,
    ...personal,
    ...professional,
    skills: sections.has("proficiency") ? skills : [],
    customSkills: sections.has("proficiency") ? customSkillsFor(base.email) : [],
    verificationType,
    emailVerifiedAt: verificationType === null ? null : base.createdAt,
    phoneVerifiedAt: verificationType === "PHONE" ? base.createdAt : null,
    isPersonalInformationComplete: sections.has("personal"),
    isProfessionalInformationComplete: sections.has("professional"),
    isProficiencyInformationComplete: sections.has("proficiency"),
    isExperienceInformationComplete: sections.has("experience"),
    isAcademicInformationComplete: sections.has("academic"),
    profileCompletion: profileCompletionOf(sections),
    ...userOverrides,
  };

  const languages: UserLanguage[] = sections.has("proficiency")
    ? languageInputs.map((language) => ({ id: uuidv7(), userId, name: language.name, level: language.level }))
    : [];

  const experiences: WorkExperience[] = [];
  if (sections.has("experience")) {
    const count = input.experienceCount ?? random.int(1, Math.min(3, 1 + Math.floor(seniority.yearsOfExperience / 3)));
    let end: Date | null = random.chance(0.6) ? null : daysBefore(now, random.int(15, 200));
    const employers = random.sample(pastEmployers, count);
    for (let index = 0; index < count; index++) {
      const start = daysBefore(end ?? now, random.int(300, 1400));
      const levelIndex = Math.max(0, seniorities.indexOf(seniority) - index);
      const level = seniorities[levelIndex] ?? seniority;
      experiences.push({
        id: uuidv7(),
        userId,
        companyName: employers[index] ?? random.pick(pastEmployers),
        position: roleTitle(role, level, locale),
        startDate: dateOnly(start),
        endDate: end ? dateOnly(end) : null,
        description: locale === "es" ? role.responsibilitiesEs.join(". ") + "." : role.responsibilitiesEn.join(". ") + ".",
        createdAt: base.createdAt,
      });
      end = daysBefore(start, random.int(0, 90));
    }
  }

  const educations: Education[] = [];
  if (sections.has("academic")) {
    const count = input.educationCount ?? (random.chance(0.3) ? 2 : 1);
    const universities = (countrySeed && universitiesByCountry[countrySeed.code]) ?? onlineProgrammes;
    const graduated = daysBefore(now, (seniority.yearsOfExperience + random.int(0, 2)) * 365);
    educations.push({
      id: uuidv7(),
      userId,
      institution: random.pick(universities),
      degree: locale === "es" ? role.degreeEs : role.degreeEn,
      startDate: dateOnly(daysBefore(graduated, 5 * 365)),
      endDate: dateOnly(graduated),
      fieldOfStudy: null,
      createdAt: base.createdAt,
    });
    if (count > 1) {
      const start = daysBefore(now, random.int(200, 900));
      educations.push({
        id: uuidv7(),
        userId,
        institution: random.pick(onlineProgrammes),
        degree: locale === "es" ? `Certificado profesional: ${random.pick(skills)}` : `Professional certificate: ${random.pick(skills)}`,
        startDate: dateOnly(start),
        endDate: dateOnly(daysBefore(start, -random.int(60, 180))),
        fieldOfStudy: null,
        createdAt: base.createdAt,
      });
    }
  }

  return { user, languages, experiences, educations };
}

export type CreatedCandidate = User & Omit<CandidateRows, "user">;

/** Inserts a candidate with their profile rows; pass a transaction client to make it atomic. */
export async function createCandidate(
  db: FactoryClient,
  input: BuildCandidateInput & { password?: string } = {},
): Promise<CreatedCandidate> {
  const { password, ...buildInput } = input;
  const rows = buildCandidate(buildInput);
  const user = { ...rows.user, passwordHash: await passwordHashFor(password, input.user?.passwordHash) };
  await db.user.createMany({ data: [user] });
  await insertAll(db.userLanguage, rows.languages);
  await insertAll(db.workExperience, rows.experiences);
  await insertAll(db.education, rows.educations);
  return { ...user, languages: rows.languages, experiences: rows.experiences, educations: rows.educations };
}

/** Compares language levels: basic < intermediate < high < expert < native. */
export function languageLevelRank(level: LanguageLevel): number {
  return levelOrder.indexOf(level);
}
