import { route } from "@/lib/api/route";
import { listApplicants } from "@/lib/hiring/pipeline/list-applicants";
import { applicantsQuerySchema, pipelineJobParamsSchema } from "@/lib/hiring/pipeline/schemas";

export const dynamic = "force-dynamic";

/** One tab of a job's applicants, with the tabs' counts (spec 7 GET posts/{id}/aplicants, spelled as the spec does). */
export const GET = route(
  { params: pipelineJobParamsSchema, query: applicantsQuerySchema },
  ({ params, query, user }) => listApplicants(user, params.id, query),
  { auth: "employer" },
);
