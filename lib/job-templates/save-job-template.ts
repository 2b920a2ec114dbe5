import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { findOwnTemplate } from "@/lib/job-templates/get-job-template";
import { jobTemplateSelect, jobTemplateToWire, type JobTemplateWire } from "@/lib/job-templates/job-template-wire";
import { MAX_TEMPLATES_PER_COMPANY, type CreateJobTemplateInput } from "@/lib/job-templates/schemas";
import { toTemplateContent } from "@/lib/job-templates/template-content";
import { jobPostSelect, jobPostToWire } from "@/lib/jobs/job-post-wire";
import { formMessages } from "@/lib/validations/form-messages";

const badReference = (path: string, message: string = formMessages.invalid) =>
  new AppError("validation_failed", { message: "Some fields are not valid.", details: { fields: [{ path, code: "invalid_reference", message }] } });

/**
 * The company and content a new template takes: from a job the caller created (its company), or
 * from a job body (its `company`, or the body's own). Either way the content is checked as
 * POST /api/posts would check it, so the template always posts.
 */
async function templateSource(caller: CurrentUser, input: CreateJobTemplateInput) {
  if (input.from_job !== undefined) {
    const job = await db.job.findFirst({ where: { id: input.from_job, createdById: caller.id }, select: jobPostSelect });
    if (!job) throw badReference("from_job");
    return { companyId: job.company.id, content: await toTemplateContent(jobPostToWire(job, "en"), "from_job") };
  }
  const bodyCompany = input.job?.company;
  const companyId = input.company ?? (typeof bodyCompany === "string" ? bodyCompany : typeof bodyCompany === "object" && bodyCompany !== null && "_id" in bodyCompany ? String(bodyCompany._id) : undefined);
  if (companyId === undefined) throw badReference("company", formMessages.required);
  return { companyId, content: await toTemplateContent(input.job, "job") };
}

/**
 * POST /api/job-templates. The caller must belong to the template's company, and a company keeps
 * at most MAX_TEMPLATES_PER_COMPANY templates: counted after locking the company's row, so that
 * concurrent saves cannot pass the limit together (422 on `name`, a limit the form can show).
 */
export async function createJobTemplate(caller: CurrentUser, input: CreateJobTemplateInput): Promise<JobTemplateWire> {
  const { companyId, content } = await templateSource(caller, input);
  const template = await db.$transaction(async (tx) => {
    const [membership] = await tx.$queryRaw<{ company_id: string }[]>`
      SELECT m.company_id FROM company_members m JOIN companies c ON c.id = m.company_id
      WHERE m.company_id = ${companyId}::uuid AND m.user_id = ${caller.id}::uuid FOR UPDATE OF c`;
    if (!membership) throw badReference(input.from_job !== undefined ? "from_job" : "company");
    const count = await tx.jobTemplate.count({ where: { companyId } });
    if (count >= MAX_TEMPLATES_PER_COMPANY) {
      throw new AppError("validation_failed", {
        message: `A company keeps at most ${MAX_TEMPLATES_PER_COMPANY} job templates: delete one to save another.`,
        details: { fields: [{ path: "name", code: "too_many_templates", message: formMessages.aboveMax }], limit: MAX_TEMPLATES_PER_COMPANY, current: count },
      });
    }
    return tx.jobTemplate.create({ data: { companyId, createdById: caller.id, name: input.name, data: content }, select: jobTemplateSelect });
  });
  return jobTemplateToWire(template);
}

/** PUT /api/job-templates/{id}: a new name; nothing else of a template changes. */
export async function renameJobTemplate(caller: CurrentUser, id: string, name: string): Promise<JobTemplateWire> {
  await findOwnTemplate(caller, id);
  const template = await db.jobTemplate.update({ where: { id }, data: { name }, select: jobTemplateSelect });
  return jobTemplateToWire(template);
}

/** DELETE /api/job-templates/{id}. */
export async function deleteJobTemplate(caller: CurrentUser, id: string): Promise<{ deleted: true }> {
  await findOwnTemplate(caller, id);
  await db.jobTemplate.deleteMany({ where: { id } });
  return { deleted: true };
}
