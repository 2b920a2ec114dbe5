import { route } from "@/lib/api/route";
import { changeApplicantStage } from "@/lib/hiring/pipeline/change-applicant-stage";
import { applicantParamsSchema, stageChangeSchema } from "@/lib/hiring/pipeline/schemas";

export const dynamic = "force-dynamic";

/** Shortlist, dismiss, or bring back one applicant. */
export const PUT = route(
  { params: applicantParamsSchema, body: stageChangeSchema },
  ({ params, body, user }) => changeApplicantStage(user, params.id, params.userId, body.stage),
  { auth: "employer" },
);
