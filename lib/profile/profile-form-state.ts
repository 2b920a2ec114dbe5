import type { PersonalFormValues, ProficiencyFormValues, ProfessionalFormValues } from "@/lib/profile/form-schemas";
import type { OwnProfile } from "@/lib/profile/profile-wire";

/** The profile page's forms filled in from GET users/{id}'s answer. */
export function personalFormValues(profile: OwnProfile): PersonalFormValues {
  return {
    first_name: profile.personal_information.first_name ?? "",
    last_name: profile.personal_information.last_name ?? "",
    country: profile.country?.slug ?? "",
    city: profile.city ?? "",
    timezone: profile.timezone ?? "",
    phone: profile.phone ?? "",
  };
}

export function professionalFormValues(profile: OwnProfile): ProfessionalFormValues {
  const salary = profile.expected_salary;
  return {
    title: profile.title ?? "",
    seniority: profile.seniority ?? "",
    years_of_experience: profile.years_of_experience === null ? "" : String(profile.years_of_experience),
    industries: profile.industries.map((industry) => industry.slug),
    salary_from: salary?.from === null || salary?.from === undefined ? "" : String(salary.from),
    salary_to: salary?.to === null || salary?.to === undefined ? "" : String(salary.to),
    currency: salary?.currency ?? "USD",
    frequency: salary?.frequency ?? "monthly",
    job_types: profile.job_types,
    availability: profile.availability ?? "",
    video_link: profile.video_link ?? "",
  };
}

export function proficiencyFormValues(profile: OwnProfile): ProficiencyFormValues {
  return { skills: profile.skills, custom_skills: profile.custom_skills, languages: profile.languages };
}
