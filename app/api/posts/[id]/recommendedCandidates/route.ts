import { route } from "@/lib/api/route";
import { localeQuerySchema } from "@/lib/catalogue/schemas";
import { recommendCandidates } from "@/lib/hiring/pipeline/recommend-candidates";
import { pipelineJobParamsSchema } from "@/lib/hiring/pipeline/schemas";

export const dynamic = "force-dynamic";

/** Candidates who fit the job and have not applied, best match first (spec 7 GET posts/{id}/recommendedCandidates). */
export const GET = route(
  { params: pipelineJobParamsSchema, query: localeQuerySchema },
  ({ params, query, user }) => recommendCandidates(user, params.id, query.locale),
  { auth: "employer" },
);
