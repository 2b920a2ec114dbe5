import { route } from "@/lib/api/route";
import { changeApplicantsStage } from "@/lib/hiring/pipeline/change-applicant-stage";
import { bulkStageChangeSchema, pipelineJobParamsSchema } from "@/lib/hiring/pipeline/schemas";

export const dynamic = "force-dynamic";

/** Move up to 100 applicants to Applicants, the Shortlist or Dismissed, all or none. */
export const PUT = route(
  { params: pipelineJobParamsSchema, body: bulkStageChangeSchema },
  ({ params, body, user }) => changeApplicantsStage(user, params.id, body),
  { auth: "employer" },
);
