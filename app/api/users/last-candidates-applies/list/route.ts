import { route } from "@/lib/api/route";
import { latestApplicantsQuerySchema } from "@/lib/hiring/applicant-details/schemas";
import { listLatestApplicants } from "@/lib/hiring/list-latest-applicants";

export const dynamic = "force-dynamic";

/** The spec's GET users/last-candidates-applies/list: the latest applications to the caller's jobs (take, default 10, at most 50). */
export const GET = route({ query: latestApplicantsQuerySchema }, ({ query, user }) => listLatestApplicants(user, query.take, query.locale), { auth: "employer" });
