import { route } from "@/lib/api/route";
import { inviteCandidate } from "@/lib/invitations/invite-candidates";
import { inviteCandidateParamsSchema } from "@/lib/invitations/schemas";

/** The spec's POST posts/{postId}/invite-candidate/{candidateId} (empty body): the job's creator invites one candidate. */
export const POST = route({ params: inviteCandidateParamsSchema }, ({ params, user }) => inviteCandidate(user, params.id, params.candidateId), { auth: "employer" });
