import { listAdminJobs } from "@/lib/admin/list-admin-jobs";
import { adminJobsQuerySchema } from "@/lib/admin/schemas";
import { route } from "@/lib/api/route";

/** The admin jobs list: every job in every state; search, filters, sort field:direction (default created_at:desc). */
export const GET = route({ query: adminJobsQuerySchema }, ({ query }) => listAdminJobs(query), { auth: "administrator" });
