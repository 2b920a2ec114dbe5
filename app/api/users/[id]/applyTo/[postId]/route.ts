import { applyToJob } from "@/lib/applications/apply-to-job";
import { applyParamsSchema, applyToJobSchema } from "@/lib/applications/schemas";
import { largeJsonBodyBytes } from "@/lib/api/read-json-body";
import { route } from "@/lib/api/route";

/** The spec's POST users/{userId}/applyTo/{postId} {candidate_id, questions}: the caller applies to a job. */
export const POST = route(
  { params: applyParamsSchema, body: applyToJobSchema },
  ({ params, body, user }) => applyToJob(user, params.id, params.postId, body),
  { auth: "candidate", status: 201, maxBodyBytes: largeJsonBodyBytes },
);
