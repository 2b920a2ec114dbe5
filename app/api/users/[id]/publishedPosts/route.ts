import { route } from "@/lib/api/route";
import { employerJobsQuerySchema, listEmployerJobs } from "@/lib/jobs/list-employer-jobs";
import { userIdParamsSchema } from "@/lib/users/schemas";

export const dynamic = "force-dynamic";

/** The caller's jobs across their companies (spec 7 GET users/{userId}/publishedPosts): search, company and status filters, pages. */
export const GET = route({ params: userIdParamsSchema, query: employerJobsQuerySchema }, ({ params, query, user }) => listEmployerJobs(user, params.id, query), { auth: "employer" });
