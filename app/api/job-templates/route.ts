import { largeJsonBodyBytes } from "@/lib/api/read-json-body";
import { route } from "@/lib/api/route";
import { listJobTemplates } from "@/lib/job-templates/get-job-template";
import { createJobTemplateSchema, listJobTemplatesQuerySchema } from "@/lib/job-templates/schemas";
import { createJobTemplate } from "@/lib/job-templates/save-job-template";

export const dynamic = "force-dynamic";

/** The caller's job templates across their companies (`?company=` for one), newest first. */
export const GET = route({ query: listJobTemplatesQuerySchema }, ({ query, user }) => listJobTemplates(user, query), { auth: "employer" });

/** Save a template from a job body (`job`, with `company`) or from a job the caller created (`from_job`). */
export const POST = route({ body: createJobTemplateSchema }, ({ body, user }) => createJobTemplate(user, body), { auth: "employer", status: 201, maxBodyBytes: largeJsonBodyBytes });
