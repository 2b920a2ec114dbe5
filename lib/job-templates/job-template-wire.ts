import "server-only";

import type { Prisma } from "@/lib/generated/prisma/client";
import type { TemplateJobContent } from "@/lib/job-templates/template-content";

export const jobTemplateSelect = {
  id: true,
  name: true,
  data: true,
  createdAt: true,
  updatedAt: true,
  company: { select: { id: true, name: true } },
} satisfies Prisma.JobTemplateSelect;

export type JobTemplateRow = Prisma.JobTemplateGetPayload<{ select: typeof jobTemplateSelect }>;

/**
 * The job a template holds, ready for the post-a-job form and for POST /api/posts as it is: the
 * stored content (written only through toTemplateContent) with the template's company.
 */
export type TemplateJobBody = TemplateJobContent & { company: { _id: string; name: string } };

export function templateJobBody(template: JobTemplateRow): TemplateJobBody {
  return { ...(template.data as TemplateJobContent), company: { _id: template.company.id, name: template.company.name } };
}

/** GET /api/job-templates/{id}. */
export function jobTemplateToWire(template: JobTemplateRow) {
  return {
    _id: template.id,
    name: template.name,
    company: { _id: template.company.id, name: template.company.name },
    job: templateJobBody(template),
    created_at: template.createdAt.toISOString(),
    updated_at: template.updatedAt.toISOString(),
  };
}

export type JobTemplateWire = ReturnType<typeof jobTemplateToWire>;

/** An entry of GET /api/job-templates: the template without its job, but with the job's title. */
export function jobTemplateSummaryToWire(template: JobTemplateRow) {
  const { job, ...rest } = jobTemplateToWire(template);
  return { ...rest, job_title: job.job_title };
}

export type JobTemplateSummaryWire = ReturnType<typeof jobTemplateSummaryToWire>;
