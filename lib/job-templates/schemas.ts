import { z } from "zod";

import { recordId, requiredText } from "@/lib/validations/fields";
import { formMessages } from "@/lib/validations/form-messages";

/**
 * Job templates (our own API; the spec names the page, not the calls): a name and the content of
 * a job, reused to post another. Shared by the routes and the rename dialog.
 */

export const TEMPLATE_NAME_MAX = 120;
/** Templates per company: enough for every role a team hires for, small enough to list whole. */
export const MAX_TEMPLATES_PER_COMPANY = 100;

export const templateNameSchema = requiredText(TEMPLATE_NAME_MAX);

const companyRef = z.union([recordId(), z.object({ _id: recordId() }).transform((ref) => ref._id)], { error: formMessages.invalid });

/**
 * POST /api/job-templates: a name and either a job body (as POST /api/posts takes it; its company
 * names the template's company when `company` is left out) or `from_job`, a job the caller created.
 * The job body is checked by lib/job-templates/template-content.ts with the job post schema.
 */
export const createJobTemplateSchema = z
  .object({
    name: templateNameSchema,
    from_job: recordId().optional(),
    company: companyRef.optional(),
    job: z.record(z.string(), z.unknown(), { error: formMessages.invalid }).optional(),
  })
  .superRefine((input, context) => {
    if (input.from_job === undefined && input.job === undefined) context.addIssue({ code: "custom", path: ["job"], message: formMessages.required });
    if (input.from_job !== undefined && input.job !== undefined) context.addIssue({ code: "custom", path: ["from_job"], message: formMessages.invalid });
  });

/** PUT /api/job-templates/{id}: a new name. */
export const renameJobTemplateSchema = z.object({ name: templateNameSchema });

/** GET /api/job-templates: all the caller's templates, or one company's. */
export const listJobTemplatesQuerySchema = z.object({ company: recordId().optional() });

export const jobTemplateIdParamsSchema = z.object({ id: recordId() });

export type CreateJobTemplateInput = z.output<typeof createJobTemplateSchema>;
