import { route } from "@/lib/api/route";
import { jobIdParamsSchema } from "@/lib/jobs/job-post-schema";
import { getJobMatch } from "@/lib/matching/get-job-match";

export const dynamic = "force-dynamic";

/** The spec's GET posts/{id}/calculate-match: the caller's match with a job and its breakdown per criterion. */
export const GET = route({ params: jobIdParamsSchema }, ({ params, user }) => getJobMatch(user, params.id), { auth: "candidate" });
