import { describe, expect, it } from "@jest/globals";

import { completionOf, missingBySection, nextMissingSection, type CompletionInput } from "@/lib/profile/completion";
import { isPhoneNumber, isSamePhone, normalizePhone } from "@/lib/profile/phone";
import { isTimeZone } from "@/lib/profile/time-zones";
import { buildCandidate, profileSections } from "@/prisma/factories";
import { roles } from "@/prisma/seed/data/roles";

const empty: CompletionInput = {
  firstName: null,
  lastName: null,
  countryId: null,
  city: null,
  timezone: null,
  phone: null,
  title: null,
  seniority: null,
  yearsOfExperience: null,
  industryIds: [],
  expectedSalary: null,
  expectedSalaryCurrency: null,
  expectedSalaryPeriod: null,
  jobTypes: [],
  availability: null,
  skills: [],
  customSkills: [],
  languageCount: 0,
  experienceCount: 0,
  educationCount: 0,
};

const personal = { firstName: "Ana", lastName: "Gómez", countryId: 1, city: "Lima", timezone: "America/Lima", phone: "+51999888777" };
const professional = {
  title: "Data Analyst",
  seniority: "MID_LEVEL",
  yearsOfExperience: 0,
  industryIds: [3],
  expectedSalary: 2000,
  expectedSalaryCurrency: "USD",
  expectedSalaryPeriod: "MONTHLY",
  jobTypes: ["FULL_TIME"],
  availability: "IMMEDIATELY",
};

describe("profile completion", () => {
  it("is 0 for an empty profile and 20 for each complete section, in any order", () => {
    expect(completionOf(empty)).toEqual({ personal: false, professional: false, proficiency: false, experience: false, academic: false, percent: 0 });
    expect(completionOf({ ...empty, educationCount: 1 }).percent).toBe(20);
    expect(completionOf({ ...empty, ...personal, experienceCount: 2 }).percent).toBe(40);
    expect(completionOf({ ...empty, ...personal, ...professional, skills: ["SQL", "Excel"], customSkills: ["Looker"], languageCount: 1, experienceCount: 1, educationCount: 1 }).percent).toBe(100);
  });

  it("needs every field of a section: one missing leaves it incomplete", () => {
    for (const key of Object.keys(personal)) expect(completionOf({ ...empty, ...personal, [key]: null }).personal).toBe(false);
    expect(completionOf({ ...empty, ...personal, city: "   " }).personal).toBe(false);
    for (const key of Object.keys(professional)) {
      const missing = Array.isArray(professional[key as keyof typeof professional]) ? [] : null;
      expect(completionOf({ ...empty, ...professional, [key]: missing }).professional).toBe(false);
    }
    // Zero years is an answer (a first job), not a missing one.
    expect(completionOf({ ...empty, ...professional }).professional).toBe(true);
  });

  it("counts catalogue and custom skills together, three at least, with a language", () => {
    expect(completionOf({ ...empty, skills: ["SQL", "Excel"], languageCount: 1 }).proficiency).toBe(false);
    expect(completionOf({ ...empty, skills: ["SQL", "Excel"], customSkills: ["dbt"], languageCount: 0 }).proficiency).toBe(false);
    expect(completionOf({ ...empty, customSkills: ["a", "b", "c"], languageCount: 1 }).proficiency).toBe(true);
  });

  it("names what each unfinished section still needs, in the form's order, and nothing for a finished one", () => {
    expect(missingBySection({ ...empty, ...personal, phone: null, city: " ", skills: ["SQL"], customSkills: ["dbt"], experienceCount: 1 })).toEqual({
      personal: ["city", "phone"],
      professional: ["headline", "seniority", "yearsOfExperience", "industries", "salary", "jobTypes", "availability"],
      proficiency: ["skills", "languages"],
      experience: [],
      academic: ["education"],
    });
    // A salary needs its amount, currency and period: any one missing is the salary missing.
    expect(missingBySection({ ...empty, ...professional, expectedSalaryPeriod: null }).professional).toEqual(["salary"]);
  });

  it("names the first missing section in the page's order", () => {
    expect(nextMissingSection({ personal: true, professional: false, proficiency: false, experience: true, academic: false })).toBe("professional");
    expect(nextMissingSection({ personal: true, professional: true, proficiency: true, experience: true, academic: true })).toBeNull();
  });
});

describe("phone numbers and time zones", () => {
  it("takes international numbers as people type them and stores them without separators", () => {
    expect(normalizePhone(" +57 (300) 555-1234 ")).toBe("+573005551234");
    expect(isPhoneNumber("+1 512.555.0142")).toBe(true);
    for (const bad of ["3005551234", "+0 300 555 1234", "+57 300", "+57 300 555 1234 5678 9", "phone", "+57 300 555 12ab"]) expect(isPhoneNumber(bad)).toBe(false);
    expect(isSamePhone("+57 300 555 1234", "+573005551234")).toBe(true);
    expect(isSamePhone(null, "+573005551234")).toBe(false);
  });

  it("knows IANA zones, and nothing else", () => {
    for (const zone of ["America/Bogota", "Europe/Madrid", "UTC", "America/Argentina/Buenos_Aires"]) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ["Mars/Olympus", "GMT+25", "", "bogota", "<script>"]) expect(isTimeZone(zone)).toBe(false);
  });
});

describe("factory candidates", () => {
  it("have the completion flags the profile's rules give their data, section by section", () => {
    const country = { id: 7, code: "CO" };
    const industryIdBySlug = new Map(roles.map((role, index) => [role.industrySlug, index + 1]));
    for (const sections of [profileSections, ["personal", "proficiency"], ["professional", "academic"], []] as const) {
      const { user, languages, experiences, educations } = buildCandidate({ country, sections, industryIdBySlug });
      const rules = completionOf({ ...user, languageCount: languages.length, experienceCount: experiences.length, educationCount: educations.length });
      expect({ sections, percent: rules.percent, professional: rules.professional }).toEqual({ sections, percent: user.profileCompletion, professional: user.isProfessionalInformationComplete });
      expect(rules).toMatchObject({ personal: user.isPersonalInformationComplete, proficiency: user.isProficiencyInformationComplete, experience: user.isExperienceInformationComplete, academic: user.isAcademicInformationComplete });
    }
  });
});
