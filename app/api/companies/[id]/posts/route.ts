import { route } from "@/lib/api/route";
import { listCompanyJobs } from "@/lib/companies/list-company-jobs";
import { companyIdParamsSchema, companyJobsQuerySchema } from "@/lib/companies/schemas";

/** The company's jobs in every status, for its members. */
export const GET = route({ params: companyIdParamsSchema, query: companyJobsQuerySchema }, ({ user, params, query }) => listCompanyJobs(user, params.id, query), { auth: "employer" });
