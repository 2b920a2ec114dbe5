import { z } from "zod";

import { Availability, JobType, LanguageLevel, SalaryPeriod, Seniority } from "@/lib/generated/prisma/enums";
import { unitsPerUsd } from "@/lib/jobs/salary";
import { isPhoneNumber, normalizePhone } from "@/lib/profile/phone";
import { isTimeZone } from "@/lib/profile/time-zones";
import { personNameSchema } from "@/lib/users/schemas";
import { wireSideSchema } from "@/lib/users/wire";
import { hasNoNul, optionalText, recordId, requiredText, wholeNumber } from "@/lib/validations/fields";
import { formMessages } from "@/lib/validations/form-messages";
import { recogniseVideoLink } from "@/lib/video-links/video-link-forms";

/**
 * The candidate profile as PUT /api/users/{id} takes it, in the spec's wire names (section 3). It
 * is also what GET users/{id} answers for one's own id (lib/profile/profile-wire.ts): read-only
 * fields sent back are ignored, so a client edits the profile with one shape. Each section may
 * come alone; a list sent (experiences, educations, languages, skills) replaces the stored one.
 * The profile page's five forms validate with the section schemas below.
 */

export const CITY_MAX = 120;
export const TITLE_MAX = 120;
export const ABOUT_MAX = 2000;
export const MAX_PROFILE_SKILLS = 20;
export const MAX_CUSTOM_SKILLS = 10;
export const CUSTOM_SKILL_MAX = 40;
export const MAX_PROFILE_LANGUAGES = 10;
export const MAX_INDUSTRIES = 5;
export const MAX_EXPERIENCES = 30;
export const MAX_EDUCATIONS = 20;
export const MAX_YEARS_OF_EXPERIENCE = 60;
const SALARY_MAX = 100_000_000;
const VIDEO_LINK_MAX = 500;

const lower = <T extends string>(values: Record<string, T>) => Object.values(values).map((value) => value.toLowerCase()) as Lowercase<T>[];
const wireEnum = <T extends string>(values: Record<string, T>) =>
  z.enum(lower(values), { error: formMessages.invalid }).transform((value) => value.toUpperCase() as T);

export const wireSeniorities = lower(Seniority);
export const wireAvailabilities = lower(Availability);
export const wireJobTypes = lower(JobType);
export const wireLanguageLevels = lower(LanguageLevel);
export const wireSalaryPeriods = lower(SalaryPeriod);

/** Blank text from a form is "nothing", as null is. */
const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const nullable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable());

/** A catalogue entry sent as its slug, or as the object GET answered (of which only the slug counts). */
const slugText = z.string().trim().min(1).max(80).refine(hasNoNul, { error: formMessages.noNulCharacter });
const slugRef = z.union([slugText, z.object({ slug: slugText }).loose().transform((ref) => ref.slug)], {
  error: formMessages.invalid,
});

const dayPattern = /^\d{4}-\d{2}-\d{2}/;
/** A calendar day "YYYY-MM-DD" (a full ISO timestamp is read as its day), as midnight UTC. */
const calendarDay = z
  .string({ error: formMessages.required })
  .trim()
  .min(1, { error: formMessages.required })
  .refine((value) => dayPattern.test(value) && !Number.isNaN(Date.parse(value.slice(0, 10))), { error: formMessages.invalid })
  .refine((value) => {
    const year = Number(value.slice(0, 4));
    return year >= 1900 && year <= 2100;
  }, { error: formMessages.invalid })
  .transform((value) => new Date(`${value.slice(0, 10)}T00:00:00.000Z`));

/** Start on or before end (spec 5's two messages, one under each date). */
function datesInOrder(entry: { start_date: Date; end_date: Date | null }, context: z.RefinementCtx) {
  if (entry.end_date && entry.start_date > entry.end_date) {
    context.addIssue({ code: "custom", path: ["start_date"], message: formMessages.startBeforeEnd });
    context.addIssue({ code: "custom", path: ["end_date"], message: formMessages.endAfterStart });
  }
}

// Personal ---------------------------------------------------------------------------------------

export const phoneSchema = z
  .string({ error: formMessages.invalid })
  .max(32, { error: formMessages.maxLength })
  .refine(isPhoneNumber, { error: formMessages.invalidPhone })
  .transform(normalizePhone);

export const timeZoneSchema = z.string({ error: formMessages.invalid }).trim().max(64, { error: formMessages.maxLength }).refine(isTimeZone, { error: formMessages.invalid });

export const personalSectionSchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  country: nullable(slugRef),
  city: nullable(requiredText(CITY_MAX)),
  timezone: nullable(timeZoneSchema),
  phone: nullable(phoneSchema),
});

// Professional -----------------------------------------------------------------------------------

const amount = wholeNumber(0, SALARY_MAX);

export const expectedSalarySchema = z
  .object({
    from: nullable(amount),
    to: nullable(amount).default(null),
    currency: z
      .string({ error: formMessages.required })
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value in unitsPerUsd, { error: formMessages.invalid })
      .default("USD"),
    frequency: wireEnum(SalaryPeriod).prefault("monthly"),
  })
  .superRefine((salary, context) => {
    if (salary.from !== null && salary.to !== null && salary.from > salary.to) {
      context.addIssue({ code: "custom", path: ["from"], message: formMessages.aboveMax });
      context.addIssue({ code: "custom", path: ["to"], message: formMessages.belowMin });
    }
  });

export const videoLinkSchema = z
  .string({ error: formMessages.invalid })
  .trim()
  .max(VIDEO_LINK_MAX, { error: formMessages.maxLength })
  .refine((value) => recogniseVideoLink(value) !== null, { error: formMessages.invalidLink });

export const professionalSectionSchema = z.object({
  title: nullable(requiredText(TITLE_MAX)),
  about: nullable(optionalText(ABOUT_MAX)).optional(),
  seniority: nullable(wireEnum(Seniority)),
  years_of_experience: nullable(wholeNumber(0, MAX_YEARS_OF_EXPERIENCE)),
  industries: z.array(slugRef).max(MAX_INDUSTRIES, { error: formMessages.aboveMax }),
  expected_salary: expectedSalarySchema.nullable(),
  job_types: z.array(wireEnum(JobType)).max(lower(JobType).length, { error: formMessages.aboveMax }),
  availability: nullable(wireEnum(Availability)),
  video_link: nullable(videoLinkSchema),
});

// Proficiency ------------------------------------------------------------------------------------

/** Letters of any script, digits, and + # . - and spaces between them ("C++", "C#", "Node.js"). */
const customSkillShape = /^[\p{L}\p{N}+#.\- ]+$/u;

export const customSkillSchema = requiredText(CUSTOM_SKILL_MAX)
  .transform((value) => value.replace(/\s+/g, " "))
  .pipe(z.string().regex(customSkillShape, { error: formMessages.invalid }));

export const languageSchema = z.object({ name: requiredText(60), level: wireEnum(LanguageLevel) });

export const proficiencySectionSchema = z.object({
  skills: z.array(requiredText(80)).max(MAX_PROFILE_SKILLS, { error: formMessages.aboveMax }),
  custom_skills: z.array(customSkillSchema).max(MAX_CUSTOM_SKILLS, { error: formMessages.aboveMax }),
  languages: z.array(languageSchema).max(MAX_PROFILE_LANGUAGES, { error: formMessages.aboveMax }),
});

// Experience and education -----------------------------------------------------------------------

export const experienceSchema = z
  .object({
    /** Sent back by GET; entries are replaced as a whole list, so it is not kept. */
    _id: z.string().max(64).optional(),
    company_name: requiredText(120),
    position: requiredText(120),
    start_date: calendarDay,
    end_date: nullable(calendarDay).default(null),
    description: nullable(optionalText(ABOUT_MAX)).default(null),
  })
  .superRefine(datesInOrder);

export const educationSchema = z
  .object({
    _id: z.string().max(64).optional(),
    institution: requiredText(160),
    degree: requiredText(160),
    field_of_study: nullable(optionalText(160)).default(null),
    start_date: calendarDay,
    end_date: nullable(calendarDay).default(null),
  })
  .superRefine(datesInOrder);

export const experiencesSchema = z.array(experienceSchema).max(MAX_EXPERIENCES, { error: formMessages.aboveMax });
export const educationsSchema = z.array(educationSchema).max(MAX_EDUCATIONS, { error: formMessages.aboveMax });

// The whole body ---------------------------------------------------------------------------------

/** Fields GET answers that no PUT changes: sent back, they are ignored (email and role excepted, see below). */
const readOnly = z.unknown().optional();

export const updateProfileSchema = z
  .object({
    // The account: names (also inside personal_information), and logged_as / is_employer for a
    // role switch; is_employer only ever becomes true.
    first_name: personNameSchema.optional(),
    last_name: personNameSchema.optional(),
    personal_information: z
      .object({ first_name: personNameSchema.optional(), last_name: personNameSchema.optional(), profile_pic: readOnly })
      .strict()
      .optional(),
    logged_as: wireSideSchema.optional(),
    is_employer: z.boolean({ error: formMessages.invalid }).optional(),
    /** Changed through change-email and by administrators only: sent back unchanged, or refused. */
    email: z.string().max(254).optional(),
    role: z.string().max(20).optional(),
    ...personalSectionSchema.omit({ first_name: true, last_name: true }).partial().shape,
    ...professionalSectionSchema.partial().shape,
    ...proficiencySectionSchema.partial().shape,
    experiences: experiencesSchema.optional(),
    educations: educationsSchema.optional(),
    _id: readOnly,
    name: readOnly,
    is_surname_masked: readOnly,
    email_verified: readOnly,
    locale: readOnly,
    phone_verified: readOnly,
    is_personal_information_complete: readOnly,
    is_professional_information_complete: readOnly,
    is_proficiency_information_complete: readOnly,
    is_experience_information_complete: readOnly,
    is_academic_information_complete: readOnly,
    profile_completion: readOnly,
    is_user_verificated: readOnly,
    type_user_verificated: readOnly,
    is_open_to_work: readOnly,
    cv: readOnly,
  })
  .strict();

export type UpdateProfileInput = z.output<typeof updateProfileSchema>;

export const userIdParamsSchema = z.object({ id: recordId() });

/** GET /api/users/{id}?isCandidate=true: only a candidate's profile is wanted (anyone else is 404). */
export const getProfileQuerySchema = z.object({ isCandidate: z.enum(["true", "false"]).optional() });

