import type { Prisma } from "@/lib/generated/prisma/client";
import type { Availability, JobType, LanguageLevel, SalaryPeriod, Seniority, VerificationType } from "@/lib/generated/prisma/enums";
import type { CandidateNameView } from "@/lib/candidates/candidate-name";
import type { IndustryRow, CountryRow } from "@/lib/catalogue/localize-catalogue";
import { accountUserSelect, toAccountUser, type AccountUser } from "@/lib/users/account-user";

/** The columns and rows a profile answer is made of. */
export const profileSelect = {
  ...accountUserSelect,
  phone: true,
  phoneVerifiedAt: true,
  countryId: true,
  city: true,
  timezone: true,
  title: true,
  about: true,
  seniority: true,
  yearsOfExperience: true,
  industryIds: true,
  skills: true,
  customSkills: true,
  expectedSalary: true,
  expectedSalaryTo: true,
  expectedSalaryCurrency: true,
  expectedSalaryPeriod: true,
  jobTypes: true,
  availability: true,
  videoUrl: true,
  isOpenToWork: true,
  verificationType: true,
  cvFileName: true,
  cvUploadedAt: true,
  isPersonalInformationComplete: true,
  isProfessionalInformationComplete: true,
  isProficiencyInformationComplete: true,
  isExperienceInformationComplete: true,
  isAcademicInformationComplete: true,
  profileCompletion: true,
  languages: { select: { name: true, level: true }, orderBy: { name: "asc" } },
  experiences: { select: { id: true, companyName: true, position: true, startDate: true, endDate: true, description: true }, orderBy: [{ startDate: "desc" }, { id: "asc" }] },
  educations: { select: { id: true, institution: true, degree: true, fieldOfStudy: true, startDate: true, endDate: true }, orderBy: [{ startDate: "desc" }, { id: "asc" }] },
} as const satisfies Prisma.UserSelect;

export type ProfileRecord = Prisma.UserGetPayload<{ select: typeof profileSelect }>;

const wire = <T extends string>(value: T) => value.toLowerCase() as Lowercase<T>;
const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

export type WireExperience = { _id: string; company_name: string; position: string; start_date: string; end_date: string | null; description: string | null };
export type WireEducation = { _id: string; institution: string; degree: string; field_of_study: string | null; start_date: string; end_date: string | null };
export type WireLanguage = { name: string; level: Lowercase<LanguageLevel> };
export type WireCv = { file_name: string; uploaded_at: string; download_url: string };

/** The profile as employers see it: no contact details, and the surname as the premium name rule allows. */
export type CandidateProfileView = {
  _id: string;
  /** The full name, or the first name and a masked surname. */
  name: string;
  is_surname_masked: boolean;
  personal_information: { first_name: string | null; last_name: string | null; profile_pic: string | null };
  country: { code: string; slug: string; name_en: string; name_es: string; flag: string } | null;
  city: string | null;
  timezone: string | null;
  title: string | null;
  about: string | null;
  seniority: Lowercase<Seniority> | null;
  years_of_experience: number | null;
  industries: { slug: string; name_en: string; name_es: string }[];
  expected_salary: { from: number | null; to: number | null; currency: string; frequency: Lowercase<SalaryPeriod> } | null;
  job_types: Lowercase<JobType>[];
  availability: Lowercase<Availability> | null;
  video_link: string | null;
  skills: string[];
  custom_skills: string[];
  languages: WireLanguage[];
  experiences: WireExperience[];
  educations: WireEducation[];
  is_open_to_work: boolean;
  is_user_verificated: boolean;
  type_user_verificated: Lowercase<VerificationType> | null;
  is_personal_information_complete: boolean;
  is_professional_information_complete: boolean;
  is_proficiency_information_complete: boolean;
  is_experience_information_complete: boolean;
  is_academic_information_complete: boolean;
  profile_completion: number;
  /** Present when the viewer may download the CV (the candidate, or an employer they applied to). */
  cv: WireCv | null;
};

/** One's own profile: the employer view with the full name, plus the account and contact details. */
export type OwnProfile = AccountUser & Omit<CandidateProfileView, "personal_information"> & { phone: string | null; phone_verified: boolean };

export type ProfileCatalogue = { countries: ReadonlyMap<number, CountryRow>; industries: ReadonlyMap<number, IndustryRow> };

function candidateView(user: ProfileRecord, catalogue: ProfileCatalogue, name: CandidateNameView, showsCv: boolean): CandidateProfileView {
  const country = user.countryId === null ? undefined : catalogue.countries.get(user.countryId);
  return {
    _id: user.id,
    name: name.name,
    is_surname_masked: name.isSurnameMasked,
    personal_information: { first_name: user.firstName, last_name: name.surname, profile_pic: user.profilePicUrl },
    country: country ? { code: country.code, slug: country.slug, name_en: country.nameEn, name_es: country.nameEs, flag: country.flag } : null,
    city: user.city,
    timezone: user.timezone,
    title: user.title,
    about: user.about,
    seniority: user.seniority ? wire(user.seniority) : null,
    years_of_experience: user.yearsOfExperience,
    industries: user.industryIds.flatMap((id) => {
      const industry = catalogue.industries.get(id);
      return industry ? [{ slug: industry.slug, name_en: industry.nameEn, name_es: industry.nameEs }] : [];
    }),
    expected_salary:
      user.expectedSalary !== null || user.expectedSalaryTo !== null
        ? { from: user.expectedSalary, to: user.expectedSalaryTo, currency: user.expectedSalaryCurrency ?? "USD", frequency: wire(user.expectedSalaryPeriod ?? "MONTHLY") }
        : null,
    job_types: user.jobTypes.map(wire),
    availability: user.availability ? wire(user.availability) : null,
    video_link: user.videoUrl,
    skills: user.skills,
    custom_skills: user.customSkills,
    languages: user.languages.map((language) => ({ name: language.name, level: wire(language.level) })),
    experiences: user.experiences.map((entry) => ({
      _id: entry.id,
      company_name: entry.companyName,
      position: entry.position,
      start_date: day(entry.startDate)!,
      end_date: day(entry.endDate),
      description: entry.description,
    })),
    educations: user.educations.map((entry) => ({
      _id: entry.id,
      institution: entry.institution,
      degree: entry.degree,
      field_of_study: entry.fieldOfStudy,
      start_date: day(entry.startDate)!,
      end_date: day(entry.endDate),
    })),
    is_open_to_work: user.isOpenToWork,
    is_user_verificated: user.verificationType !== null,
    type_user_verificated: user.verificationType ? wire(user.verificationType) : null,
    is_personal_information_complete: user.isPersonalInformationComplete,
    is_professional_information_complete: user.isProfessionalInformationComplete,
    is_proficiency_information_complete: user.isProficiencyInformationComplete,
    is_experience_information_complete: user.isExperienceInformationComplete,
    is_academic_information_complete: user.isAcademicInformationComplete,
    profile_completion: user.profileCompletion,
    cv:
      showsCv && user.cvFileName && user.cvUploadedAt
        ? { file_name: user.cvFileName, uploaded_at: user.cvUploadedAt.toISOString(), download_url: `/api/users/${user.id}/cv` }
        : null,
  };
}

export function toOwnProfile(user: ProfileRecord, catalogue: ProfileCatalogue): OwnProfile {
  const fullName = { name: [user.firstName, user.lastName].filter(Boolean).join(" "), firstName: user.firstName ?? "", surname: user.lastName, isSurnameMasked: false, showsGoPremium: false };
  // The account's personal_information (the real surname) wins over the view's.
  return { ...candidateView(user, catalogue, fullName, true), ...toAccountUser(user), phone: user.phone, phone_verified: user.phoneVerifiedAt !== null };
}

export function toCandidateProfileView(user: ProfileRecord, catalogue: ProfileCatalogue, name: CandidateNameView, showsCv: boolean): CandidateProfileView {
  return candidateView(user, catalogue, name, showsCv);
}

/** The candidate's name as a title says it: the full name, or only the first name while the surname is masked. */
export function plainProfileName(profile: Pick<CandidateProfileView, "name" | "is_surname_masked" | "personal_information">): string {
  return profile.is_surname_masked ? (profile.personal_information.first_name ?? profile.name) : profile.name;
}
