import { listAdminUsers } from "@/lib/admin/list-admin-users";
import { adminUsersQuerySchema } from "@/lib/admin/schemas";
import { route } from "@/lib/api/route";

/** The admin users list: search, filters, sort field:direction (default created_at:desc). */
export const GET = route({ query: adminUsersQuerySchema }, ({ query }) => listAdminUsers(query), { auth: "administrator" });
