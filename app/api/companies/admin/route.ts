import { listAdminCompanies } from "@/lib/admin/list-admin-companies";
import { adminCompaniesQuerySchema } from "@/lib/admin/schemas";
import { route } from "@/lib/api/route";

/** The admin companies list (not in the spec; the Companies tab needs one): search by name, banned, disabled. */
export const GET = route({ query: adminCompaniesQuerySchema }, ({ query }) => listAdminCompanies(query), { auth: "administrator" });
