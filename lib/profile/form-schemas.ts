import {
  educationSchema,
  experienceSchema,
  expectedSalarySchema,
  personalSectionSchema,
  proficiencySectionSchema,
  professionalSectionSchema,
} from "@/lib/profile/schemas";
import { formMessages } from "@/lib/validations/form-messages";

/**
 * The profile page's forms: flat values as the inputs hold them (text), checked with the same
 * field schemas PUT users/{id} parses. What they send is the values themselves, in the wire shape:
 * the server parses them again.
 */

export const personalFormSchema = personalSectionSchema;
export type PersonalFormValues = { first_name: string; last_name: string; country: string; city: string; timezone: string; phone: string };

export const professionalFormSchema = professionalSectionSchema
  .omit({ expected_salary: true, about: true })
  .extend({
    salary_from: expectedSalarySchema.shape.from,
    salary_to: expectedSalarySchema.shape.to,
    currency: expectedSalarySchema.shape.currency,
    frequency: expectedSalarySchema.shape.frequency,
  })
  .superRefine((values, context) => {
    if (values.salary_from !== null && values.salary_to !== null && values.salary_from > values.salary_to) {
      context.addIssue({ code: "custom", path: ["salary_to"], message: formMessages.belowMin });
    }
  });

export type ProfessionalFormValues = {
  title: string;
  seniority: string;
  years_of_experience: string;
  industries: string[];
  salary_from: string;
  salary_to: string;
  currency: string;
  frequency: string;
  job_types: string[];
  availability: string;
  video_link: string;
};

/** The API's path for a professional field ("expected_salary.to") as the form names it ("salary_to"). */
export function professionalFieldOf(path: string): string {
  const [head, tail] = path.split(".");
  if (head === "expected_salary") return tail === "to" ? "salary_to" : tail === "currency" ? "currency" : tail === "frequency" ? "frequency" : "salary_from";
  return head!;
}

export const proficiencyFormSchema = proficiencySectionSchema;
export type ProficiencyFormValues = { skills: string[]; custom_skills: string[]; languages: { name: string; level: string }[] };

export const experienceFormSchema = experienceSchema;
export type ExperienceFormValues = { company_name: string; position: string; start_date: string; end_date: string; description: string };

export const educationFormSchema = educationSchema;
export type EducationFormValues = { institution: string; degree: string; field_of_study: string; start_date: string; end_date: string };

/** The body PUT takes for the professional section, from the form's values (the server reads "" as none). */
export function professionalBody(values: ProfessionalFormValues) {
  const { salary_from, salary_to, currency, frequency, ...rest } = values;
  const hasSalary = salary_from.trim() !== "" || salary_to.trim() !== "";
  return { ...rest, expected_salary: hasSalary ? { from: salary_from, to: salary_to, currency, frequency } : null };
}
