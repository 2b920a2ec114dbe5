import { route } from "@/lib/api/route";
import { getJobTemplate } from "@/lib/job-templates/get-job-template";
import { jobTemplateIdParamsSchema, renameJobTemplateSchema } from "@/lib/job-templates/schemas";
import { deleteJobTemplate, renameJobTemplate } from "@/lib/job-templates/save-job-template";

export const dynamic = "force-dynamic";

/** A template with its job, ready for the post-a-job form and POST /api/posts as it is. */
export const GET = route({ params: jobTemplateIdParamsSchema }, ({ params, user }) => getJobTemplate(user, params.id), { auth: "employer" });

/** Rename a template. */
export const PUT = route({ params: jobTemplateIdParamsSchema, body: renameJobTemplateSchema }, ({ params, body, user }) => renameJobTemplate(user, params.id, body.name), { auth: "employer" });

export const DELETE = route({ params: jobTemplateIdParamsSchema }, ({ params, user }) => deleteJobTemplate(user, params.id), { auth: "employer" });
