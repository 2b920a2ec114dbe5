import { route } from "@/lib/api/route";
import { listCandidateApplications } from "@/lib/applications/list-candidate-applications";
import { candidateApplicationsQuerySchema } from "@/lib/applications/schemas";
import { userIdParamsSchema } from "@/lib/users/schemas";

export const dynamic = "force-dynamic";

/** The spec's GET users/{id}/applies: the caller's applications with their stage and timeline (status active|closed, page, take). */
export const GET = route(
  { params: userIdParamsSchema, query: candidateApplicationsQuerySchema },
  ({ params, query, user }) => listCandidateApplications(user, params.id, query),
  { auth: "candidate" },
);
