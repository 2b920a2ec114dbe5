import { route } from "@/lib/api/route";
import { createCompany } from "@/lib/companies/create-company";
import { searchUserCompanies } from "@/lib/companies/list-user-companies";
import { companySearchQuerySchema, createCompanySchema } from "@/lib/companies/schemas";

/** The caller's companies whose name contains `search`, a page at a time. */
export const GET = route({ query: companySearchQuerySchema }, ({ user, query }) => searchUserCompanies(user, query), { auth: "employer" });

/** A new company, owned by the caller (employer side only). */
export const POST = route({ body: createCompanySchema }, ({ user, body }) => createCompany(user, body), { auth: "employer", status: 201 });
