import { route } from "@/lib/api/route";
import { recommendJobs } from "@/lib/matching/recommend-jobs";
import { recommendationsQuerySchema } from "@/lib/matching/schemas";
import { userIdParamsSchema } from "@/lib/users/schemas";

export const dynamic = "force-dynamic";

/** The spec's GET users/{userId}/jobsRecomendations: jobs for the caller, best match first, each with its match_percent. */
export const GET = route({ params: userIdParamsSchema, query: recommendationsQuerySchema }, ({ params, query, user }) => recommendJobs(user, params.id, query), { auth: "candidate" });
