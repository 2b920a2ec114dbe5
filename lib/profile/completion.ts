/**
 * What "complete" means for each of the profile's five sections (spec 4 and 9: five sections of
 * 20% each). One rule per section, read from the data alone, so the flags can never disagree with
 * what the profile holds. Optional extras (picture, about, video link, salary's upper end, CV) do
 * not count.
 */
export type CompletionInput = {
  firstName: string | null;
  lastName: string | null;
  countryId: number | null;
  city: string | null;
  timezone: string | null;
  phone: string | null;
  title: string | null;
  seniority: string | null;
  yearsOfExperience: number | null;
  industryIds: readonly number[];
  expectedSalary: number | null;
  expectedSalaryCurrency: string | null;
  expectedSalaryPeriod: string | null;
  jobTypes: readonly string[];
  availability: string | null;
  skills: readonly string[];
  customSkills: readonly string[];
  languageCount: number;
  experienceCount: number;
  educationCount: number;
};

export const MIN_SKILLS_FOR_COMPLETION = 3;

const filled = (value: string | null) => value !== null && value.trim() !== "";

/** Names, country, city, time zone and phone. */
export function isPersonalComplete(profile: CompletionInput): boolean {
  return filled(profile.firstName) && filled(profile.lastName) && profile.countryId !== null && filled(profile.city) && filled(profile.timezone) && filled(profile.phone);
}

/** Headline, seniority, years, an industry, the salary's lower end with currency and period, a job type, availability. */
export function isProfessionalComplete(profile: CompletionInput): boolean {
  return (
    filled(profile.title) &&
    profile.seniority !== null &&
    profile.yearsOfExperience !== null &&
    profile.industryIds.length > 0 &&
    profile.expectedSalary !== null &&
    filled(profile.expectedSalaryCurrency) &&
    profile.expectedSalaryPeriod !== null &&
    profile.jobTypes.length > 0 &&
    profile.availability !== null
  );
}

/** At least three skills (catalogue or custom) and one language. */
export function isProficiencyComplete(profile: CompletionInput): boolean {
  return profile.skills.length + profile.customSkills.length >= MIN_SKILLS_FOR_COMPLETION && profile.languageCount > 0;
}

export function isExperienceComplete(profile: CompletionInput): boolean {
  return profile.experienceCount > 0;
}

export function isAcademicComplete(profile: CompletionInput): boolean {
  return profile.educationCount > 0;
}

export const profileSectionKeys = ["personal", "professional", "proficiency", "experience", "academic"] as const;
export type ProfileSectionKey = (typeof profileSectionKeys)[number];

export type Completion = Record<ProfileSectionKey, boolean> & { percent: number };

export function completionOf(profile: CompletionInput): Completion {
  const flags = {
    personal: isPersonalComplete(profile),
    professional: isProfessionalComplete(profile),
    proficiency: isProficiencyComplete(profile),
    experience: isExperienceComplete(profile),
    academic: isAcademicComplete(profile),
  };
  return { ...flags, percent: Object.values(flags).filter(Boolean).length * 20 };
}

/** The user columns that store a completion. */
export function completionColumns(completion: Completion) {
  return {
    isPersonalInformationComplete: completion.personal,
    isProfessionalInformationComplete: completion.professional,
    isProficiencyInformationComplete: completion.proficiency,
    isExperienceInformationComplete: completion.experience,
    isAcademicInformationComplete: completion.academic,
    profileCompletion: completion.percent,
  };
}

/** The first section still missing, in the page's order; null when all five are done. */
export function nextMissingSection(flags: Record<ProfileSectionKey, boolean>): ProfileSectionKey | null {
  return profileSectionKeys.find((key) => !flags[key]) ?? null;
}
