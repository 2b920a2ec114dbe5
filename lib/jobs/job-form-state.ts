/**
 * What the post-a-job form holds while it is edited: the job post body of POST /api/posts
 * (lib/jobs/job-post-schema.ts) with catalogue references as slugs and amounts as typed. It is
 * sent as it is; the schema checks it on both sides.
 */
export type JobFormState = {
  company: string;
  job_title: string;
  industry: string | null;
  job_type: string;
  description: string;
  skills: string[];
  languages: { name: string; level: string }[];
  salary: { from: number | string | null; to: number | string | null; currency: string; frequency: string } | null;
  regions: string[];
  eligible_countries: string[];
  timezone_window: { min: number; max: number } | null;
  questions: { _id?: string; text: string; type: string; is_required: boolean; options: string[]; knockout_answer: string | null }[];
  public: boolean;
  expires_at: string | null;
};

/** A blank job for a company. */
export function emptyJobForm(companyId: string): JobFormState {
  return {
    company: companyId,
    job_title: "",
    industry: null,
    job_type: "full_time",
    description: "",
    skills: [],
    languages: [],
    salary: null,
    regions: [],
    eligible_countries: [],
    timezone_window: null,
    questions: [],
    public: true,
    expires_at: null,
  };
}

/** The job post wire (GET posts/{id}, a template's job) as the form's state. */
export function jobFormStateOf(job: {
  company: { _id: string } | string;
  job_title: string;
  description: string;
  industry?: { slug: string } | string | null;
  job_type?: string;
  skills?: string[];
  languages?: { name: string; level: string }[];
  salary?: { from: number | null; to: number | null; currency: string; frequency: string } | null;
  regions?: ({ slug: string } | string)[];
  eligible_countries?: ({ slug: string } | string)[];
  timezone_window?: { min: number; max: number } | null;
  questions?: { _id?: string; text: string; type: string; is_required: boolean; options?: string[]; knockout_answer?: string | null }[];
  public?: boolean;
  expires_at?: string | null;
}): JobFormState {
  const slugOf = (ref: { slug: string } | string) => (typeof ref === "string" ? ref : ref.slug);
  return {
    company: typeof job.company === "string" ? job.company : job.company._id,
    job_title: job.job_title,
    industry: job.industry ? slugOf(job.industry) : null,
    job_type: job.job_type ?? "full_time",
    description: job.description,
    skills: job.skills ?? [],
    languages: job.languages ?? [],
    salary: job.salary ?? null,
    regions: (job.regions ?? []).map(slugOf),
    eligible_countries: (job.eligible_countries ?? []).map(slugOf),
    timezone_window: job.timezone_window ?? null,
    questions: (job.questions ?? []).map((question) => ({ ...question, options: question.options ?? [], knockout_answer: question.knockout_answer ?? null })),
    public: job.public ?? true,
    expires_at: job.expires_at ?? null,
  };
}
