import { z } from "zod";

import { JobQuestionType, JobType, LanguageLevel, SalaryPeriod } from "@/lib/generated/prisma/enums";
import { unitsPerUsd } from "@/lib/jobs/salary";
import { formMessages } from "@/lib/validations/form-messages";
import { calendarDate, optionalText, recordId, requiredText, wholeNumber } from "@/lib/validations/fields";

/**
 * The job post as POST and PUT /api/posts take it, in the spec's wire names. It is also what GET
 * posts/{id} answers (lib/jobs/job-post-wire.ts): ids and read-only fields sent back are ignored,
 * so a client copies, duplicates and edits with one shape. The post-a-job form validates each of
 * its steps with this same schema.
 */

export const JOB_TITLE_MAX = 160;
/** Descriptions are HTML: 1 MB is refused long before it is sanitised. */
export const DESCRIPTION_MAX = 20_000;
export const DESCRIPTION_MIN = 20;
export const MAX_SKILLS = 20;
export const MAX_LANGUAGES = 10;
export const MAX_QUESTIONS = 10;
export const MAX_CHOICES = 10;
export const QUESTION_TEXT_MAX = 500;
export const CHOICE_MAX = 120;
const SALARY_MAX = 100_000_000;

export const wireStatuses = ["draft", "open", "paused", "closed"] as const;
export type WireJobStatus = (typeof wireStatuses)[number];

const lower = <T extends string>(values: Record<string, T>) => Object.values(values).map((value) => value.toLowerCase()) as Lowercase<T>[];
const upper = <T extends string>(value: Lowercase<T>) => value.toUpperCase() as T;

/** A catalogue entry sent as its slug, or as the object GET answered (of which only the slug counts). */
const slugRef = z.union([z.string().trim().min(1).max(80), z.object({ slug: z.string().trim().min(1).max(80) }).transform((ref) => ref.slug)], {
  error: formMessages.invalid,
});

const companyRef = z.union([recordId(), z.object({ _id: recordId() }).transform((ref) => ref._id)], { error: formMessages.required });

const jobTypeSchema = z.enum(lower(JobType), { error: formMessages.invalid }).transform((value) => upper<JobType>(value));
const salaryPeriodSchema = z.enum(lower(SalaryPeriod), { error: formMessages.invalid }).transform((value) => upper<SalaryPeriod>(value));
const languageLevelSchema = z.enum(lower(LanguageLevel), { error: formMessages.invalid }).transform((value) => upper<LanguageLevel>(value));
export const questionTypeSchema = z.enum(lower(JobQuestionType), { error: formMessages.invalid }).transform((value) => upper<JobQuestionType>(value));
export const jobStatusSchema = z.enum(wireStatuses, { error: formMessages.invalid }).transform((value) => value.toUpperCase() as "DRAFT" | "OPEN" | "PAUSED" | "CLOSED");

const amount = wholeNumber(0, SALARY_MAX);

export const salarySchema = z
  .object({
    from: amount.nullable().default(null),
    to: amount.nullable().default(null),
    currency: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => value in unitsPerUsd, { error: formMessages.invalid })
      .default("USD"),
    frequency: salaryPeriodSchema.prefault("monthly"),
  })
  .superRefine((salary, context) => {
    if (salary.from !== null && salary.to !== null && salary.from > salary.to) {
      context.addIssue({ code: "custom", path: ["from"], message: formMessages.aboveMax });
    }
  });

/** Minutes east of UTC, as the time-zone filter speaks them (-12:00 to +14:00). */
const offset = wholeNumber(-720, 840);
export const timezoneWindowSchema = z
  .object({ min: offset, max: offset })
  .refine((window) => window.min <= window.max, { path: ["min"], message: formMessages.startBeforeEnd });

export const questionSchema = z
  .object({
    /** Sent back by an edit: the question it continues, so candidates' answers to it stay. */
    _id: z.string().max(64).optional(),
    text: requiredText(QUESTION_TEXT_MAX),
    type: questionTypeSchema.prefault("text"),
    is_required: z.boolean({ error: formMessages.invalid }).default(true),
    options: z.array(requiredText(CHOICE_MAX)).max(MAX_CHOICES, { error: formMessages.aboveMax }).default([]),
    knockout_answer: optionalText(CHOICE_MAX)
      .nullable()
      .default(null)
      .transform((value) => (value === "" ? null : value)),
  })
  .superRefine((question, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (question.type === "SINGLE_CHOICE") {
      if (question.options.length < 2) issue("options", formMessages.required);
      if (new Set(question.options.map((option) => option.toLowerCase())).size !== question.options.length) issue("options", formMessages.unique);
    } else if (question.options.length > 0) issue("options", formMessages.invalid);
    const knockout = question.knockout_answer;
    if (knockout === null) return;
    if (question.type === "YES_NO" && !["yes", "no"].includes(knockout.toLowerCase())) issue("knockout_answer", formMessages.yesOrNo);
    if (question.type === "SINGLE_CHOICE" && !question.options.includes(knockout)) issue("knockout_answer", formMessages.invalid);
    if (question.type === "NUMBER" && !Number.isFinite(Number(knockout))) issue("knockout_answer", formMessages.invalid);
    if (question.type === "TEXT" || question.type === "VIDEO_LINK") issue("knockout_answer", formMessages.invalid);
  });

const languageSchema = z.object({ name: requiredText(60), level: languageLevelSchema });

/** Everything a job says, without company and status: what drafts, templates and posts share. */
export const jobContentSchema = z.object({
  job_title: requiredText(JOB_TITLE_MAX),
  description: requiredText(DESCRIPTION_MAX, { min: DESCRIPTION_MIN }),
  industry: slugRef.nullable().default(null),
  skills: z.array(requiredText(80)).max(MAX_SKILLS, { error: formMessages.aboveMax }).default([]),
  languages: z.array(languageSchema).max(MAX_LANGUAGES, { error: formMessages.aboveMax }).default([]),
  job_type: jobTypeSchema.prefault("full_time"),
  salary: salarySchema.nullable().default(null),
  /** Where applicants may live: none of either means anywhere. */
  eligible_countries: z.array(slugRef).max(100).default([]),
  regions: z.array(slugRef).max(20).default([]),
  timezone_window: timezoneWindowSchema.nullable().default(null),
  public: z.boolean({ error: formMessages.invalid }).default(true),
  questions: z.array(questionSchema).max(MAX_QUESTIONS, { error: formMessages.aboveMax }).default([]),
  /** The last day the job takes applications (a calendar day; it closes at its end, UTC). */
  expires_at: z
    .union([calendarDate(), z.iso.datetime({ offset: true }).transform((value) => new Date(`${value.slice(0, 10)}T00:00:00.000Z`))], { error: formMessages.invalid })
    .nullable()
    .default(null),
});

/** POST /api/posts: a new job of one of the caller's companies; a draft unless status says open. */
export const createJobPostSchema = jobContentSchema.extend({
  company: companyRef,
  status: z.enum(["draft", "open"], { error: formMessages.invalid }).default("draft").transform((value) => value.toUpperCase() as "DRAFT" | "OPEN"),
});

/**
 * PUT /api/posts/{id}: the whole job again (what GET answered, edited). The company cannot change;
 * without a status the job keeps its own.
 */
export const updateJobPostSchema = jobContentSchema.extend({
  company: companyRef.optional(),
  status: jobStatusSchema.optional(),
});

/**
 * The post-a-job form: the job and its company; the status is the button pressed (draft or
 * publish). Its steps validate their fields with this schema, the API parses the same fields.
 */
export const jobFormSchema = jobContentSchema.extend({ company: companyRef });
export type JobFormValues = z.input<typeof jobFormSchema>;

/** PUT /api/posts/{id} with only a status: open, pause or close from a list without sending the job. */
export const changeJobStatusSchema = z.object({ status: jobStatusSchema });

export type JobContentInput = z.output<typeof jobContentSchema>;
export type CreateJobPostInput = z.output<typeof createJobPostSchema>;
export type UpdateJobPostInput = z.output<typeof updateJobPostSchema>;

export const jobIdParamsSchema = z.object({ id: recordId() });
