import "server-only";

import { fieldIssues, type FieldIssue } from "@/lib/api/error-response";
import { AppError, isAppError } from "@/lib/errors";
import { jobContentSchema, type JobContentInput } from "@/lib/jobs/job-post-schema";
import { resolveJobContent } from "@/lib/jobs/resolve-job-content";

/**
 * What a template keeps of a job: its content as the job post form and POST /api/posts take it
 * (the input side of jobContentSchema, wire names, lowercase enums). Never a status, a company, an
 * expiry date (a deadline belongs to one posting: an old one would refuse the next post) or the
 * ids of another job's questions.
 */
export type TemplateJobContent = {
  job_title: string;
  description: string;
  industry: string | null;
  skills: string[];
  languages: { name: string; level: string }[];
  job_type: string;
  salary: { from: number | null; to: number | null; currency: string; frequency: string } | null;
  eligible_countries: string[];
  regions: string[];
  timezone_window: { min: number; max: number } | null;
  public: boolean;
  questions: { text: string; type: string; is_required: boolean; options: string[]; knockout_answer: string | null }[];
  expires_at: null;
};

const prefixed = (prefix: string, issues: FieldIssue[]) => issues.map((issue) => ({ ...issue, path: issue.path ? `${prefix}.${issue.path}` : prefix }));

/**
 * Checks a job body the way POST /api/posts would (schema, then the catalogues it refers to) and
 * returns the content to store: canonical skill and language names, the sanitised description.
 * Refusals are 422 validation_failed with paths under `prefix` ("job.description").
 */
export async function toTemplateContent(body: unknown, prefix: string): Promise<TemplateJobContent> {
  const parsed = jobContentSchema.safeParse(body);
  if (!parsed.success) throw invalid(prefixed(prefix, fieldIssues(parsed.error)));
  const input: JobContentInput = { ...parsed.data, expires_at: null };
  let resolved;
  try {
    resolved = await resolveJobContent(input);
  } catch (error) {
    const fields = isAppError(error) && error.code === "validation_failed" ? (error.details?.fields as FieldIssue[] | undefined) : undefined;
    if (fields) throw invalid(prefixed(prefix, fields));
    throw error;
  }
  const { columns } = resolved;
  return {
    job_title: columns.title,
    description: columns.description,
    industry: input.industry,
    skills: columns.skills,
    languages: resolved.languages.map((language) => ({ name: language.name, level: language.level.toLowerCase() })),
    job_type: input.job_type.toLowerCase(),
    salary: input.salary && { from: input.salary.from, to: input.salary.to, currency: input.salary.currency, frequency: input.salary.frequency.toLowerCase() },
    eligible_countries: [...new Set(input.eligible_countries)],
    regions: [...new Set(input.regions)],
    timezone_window: input.timezone_window,
    public: input.public,
    questions: input.questions.map((question) => ({
      text: question.text,
      type: question.type.toLowerCase(),
      is_required: question.is_required,
      options: question.options,
      knockout_answer: question.knockout_answer,
    })),
    expires_at: null,
  };
}

const invalid = (fields: FieldIssue[]) => new AppError("validation_failed", { message: "Some fields are not valid.", details: { fields } });
