import { z } from "zod";

import { largeJsonBodyBytes } from "@/lib/api/read-json-body";
import { route } from "@/lib/api/route";
import { localeQuerySchema } from "@/lib/catalogue/schemas";
import { getJobPost } from "@/lib/jobs/get-job-post";
import { jobIdParamsSchema } from "@/lib/jobs/job-post-schema";
import { jobPostToWire } from "@/lib/jobs/job-post-wire";
import { deleteJobPost, updateJobPost } from "@/lib/jobs/save-job-post";

export const dynamic = "force-dynamic";

/** A job by id (spec 7 GET posts/{id}): all of it for its creator, what candidates may see for others. */
export const GET = route({ params: jobIdParamsSchema, query: localeQuerySchema }, ({ params, query, user }) => getJobPost(user, params.id, query.locale));

/** Edit a job, or only change its status (spec 7 PUT posts/{id}); the body is read by lib/jobs/save-job-post.ts. */
export const PUT = route(
  { params: jobIdParamsSchema, query: localeQuerySchema, body: z.unknown() },
  async ({ params, query, body, user }) => jobPostToWire(await updateJobPost(user, params.id, body), query.locale),
  { auth: "employer", maxBodyBytes: largeJsonBodyBytes },
);

/** Delete a job (spec 7 DELETE posts/{id}); one with applications is closed instead. */
export const DELETE = route({ params: jobIdParamsSchema }, ({ params, user }) => deleteJobPost(user, params.id), { auth: "employer" });
