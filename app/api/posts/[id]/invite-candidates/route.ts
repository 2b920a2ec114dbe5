import { route } from "@/lib/api/route";
import { jobIdParamsSchema } from "@/lib/jobs/job-post-schema";
import { inviteCandidates } from "@/lib/invitations/invite-candidates";
import { inviteCandidatesSchema } from "@/lib/invitations/schemas";

/** The spec's POST posts/{postId}/invite-candidates {candidateIds}: the job's creator invites up to 100 candidates. */
export const POST = route(
  { params: jobIdParamsSchema, body: inviteCandidatesSchema },
  ({ params, body, user }) => inviteCandidates(user, params.id, body.candidateIds),
  { auth: "employer" },
);
