import { route } from "@/lib/api/route";
import { moveApplicantRank } from "@/lib/hiring/pipeline/move-applicant-rank";
import { rankParamsSchema } from "@/lib/hiring/pipeline/schemas";

export const dynamic = "force-dynamic";

/** Put an applicant at a rank within its stage (spec 7 PUT posts/{postId}/rank/{userId}/{rank}). */
export const PUT = route(
  { params: rankParamsSchema },
  ({ params, user }) => moveApplicantRank(user, params.id, params.userId, params.rank),
  { auth: "employer" },
);
