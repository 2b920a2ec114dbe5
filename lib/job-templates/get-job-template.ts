import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { recordId } from "@/lib/validations/fields";
import { jobTemplateSelect, jobTemplateSummaryToWire, jobTemplateToWire, templateJobBody, type JobTemplateSummaryWire, type JobTemplateWire, type TemplateJobBody } from "@/lib/job-templates/job-template-wire";

/**
 * A template is its creator's alone, and only while they still belong to its company: written into
 * the query, so that anyone else's template is simply not found (404).
 */
export function ownTemplateWhere(caller: CurrentUser): Prisma.JobTemplateWhereInput {
  return { createdById: caller.id, company: { members: { some: { userId: caller.id } } } };
}

export const templateNotFound = () => new AppError("not_found", { message: "No such job template." });

/** GET /api/job-templates: the caller's templates across their companies (or one), newest first. */
export async function listJobTemplates(caller: CurrentUser, { company }: { company?: string } = {}): Promise<JobTemplateSummaryWire[]> {
  const templates = await db.jobTemplate.findMany({
    where: { ...ownTemplateWhere(caller), ...(company ? { companyId: company } : {}) },
    select: jobTemplateSelect,
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
  });
  return templates.map(jobTemplateSummaryToWire);
}

/** The caller's own template, or 404. */
export async function findOwnTemplate(caller: CurrentUser, id: string) {
  const template = await db.jobTemplate.findFirst({ where: { id, ...ownTemplateWhere(caller) }, select: jobTemplateSelect });
  if (!template) throw templateNotFound();
  return template;
}

/** GET /api/job-templates/{id}. */
export async function getJobTemplate(caller: CurrentUser, id: string): Promise<JobTemplateWire> {
  return jobTemplateToWire(await findOwnTemplate(caller, id));
}

/** What the post-a-job page prefills from `?template=<id>`. */
export type JobTemplateForForm = { templateId: string; name: string; job: TemplateJobBody };

/**
 * For the post-a-job page (`?template=<id>`): the template's job as the form's initial values
 * (`job` is a valid POST /api/posts body: content, and company as `{ _id, name }`; no status, so a
 * draft unless the form sets one). Null when the id is not one of the caller's templates, so the
 * page shows an empty form rather than an error for a stale link.
 */
export async function getJobTemplateForForm(caller: CurrentUser, id: string): Promise<JobTemplateForForm | null> {
  if (!recordId().safeParse(id).success) return null;
  const template = await db.jobTemplate.findFirst({ where: { id, ...ownTemplateWhere(caller) }, select: jobTemplateSelect });
  return template ? { templateId: template.id, name: template.name, job: templateJobBody(template) } : null;
}
