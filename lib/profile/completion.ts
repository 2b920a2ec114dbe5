/**
 * What "complete" means for each of the profile's five sections (spec 4 and 9: five sections of
 * 20% each). One list of named requirements per section, read from the data alone, so the flags
 * can never disagree with what the profile holds. Optional extras (picture, about, video link,
 * salary's upper end, CV) do not count.
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

/**
 * What each section needs, one named check per thing the candidate fills in: the flags are built
 * from these, and the profile page names the ones still missing under an unfinished section.
 */
const requirements = {
  personal: {
    firstName: (profile) => filled(profile.firstName),
    lastName: (profile) => filled(profile.lastName),
    country: (profile) => profile.countryId !== null,
    city: (profile) => filled(profile.city),
    timezone: (profile) => filled(profile.timezone),
    phone: (profile) => filled(profile.phone),
  },
  professional: {
    headline: (profile) => filled(profile.title),
    seniority: (profile) => profile.seniority !== null,
    yearsOfExperience: (profile) => profile.yearsOfExperience !== null,
    industries: (profile) => profile.industryIds.length > 0,
    salary: (profile) => profile.expectedSalary !== null && filled(profile.expectedSalaryCurrency) && profile.expectedSalaryPeriod !== null,
    jobTypes: (profile) => profile.jobTypes.length > 0,
    availability: (profile) => profile.availability !== null,
  },
  proficiency: {
    skills: (profile) => profile.skills.length + profile.customSkills.length >= MIN_SKILLS_FOR_COMPLETION,
    languages: (profile) => profile.languageCount > 0,
  },
  experience: { experience: (profile) => profile.experienceCount > 0 },
  academic: { education: (profile) => profile.educationCount > 0 },
} satisfies Record<string, Record<string, (profile: CompletionInput) => boolean>>;

export type ProfileSectionKey = keyof typeof requirements;
export const profileSectionKeys = Object.keys(requirements) as ProfileSectionKey[];
export type ProfileRequirement = { [Section in ProfileSectionKey]: keyof (typeof requirements)[Section] }[ProfileSectionKey];

/** The section's requirements the profile does not meet yet, in the form's order. */
export function missingRequirements(section: ProfileSectionKey, profile: CompletionInput): ProfileRequirement[] {
  const checks: Record<string, (profile: CompletionInput) => boolean> = requirements[section];
  return Object.keys(checks).filter((key) => !checks[key]!(profile)) as ProfileRequirement[];
}

export type MissingRequirements = Record<ProfileSectionKey, ProfileRequirement[]>;

export function missingBySection(profile: CompletionInput): MissingRequirements {
  return Object.fromEntries(profileSectionKeys.map((section) => [section, missingRequirements(section, profile)])) as MissingRequirements;
}

export type Completion = Record<ProfileSectionKey, boolean> & { percent: number };

export function completionOf(profile: CompletionInput): Completion {
  const missing = missingBySection(profile);
  const flags = Object.fromEntries(profileSectionKeys.map((section) => [section, missing[section].length === 0])) as Record<ProfileSectionKey, boolean>;
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
