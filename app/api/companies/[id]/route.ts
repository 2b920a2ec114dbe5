import { route } from "@/lib/api/route";
import { getCompany } from "@/lib/companies/get-company";
import { companyIdParamsSchema, updateCompanySchema } from "@/lib/companies/schemas";
import { updateCompany } from "@/lib/companies/update-company";

/** The whole company record, for its members. */
export const GET = route({ params: companyIdParamsSchema }, ({ user, params }) => getCompany(user, params.id), { auth: "employer" });

/** The owner edits the profile; the body is what GET answers, read-only fields ignored. */
export const PUT = route({ params: companyIdParamsSchema, body: updateCompanySchema }, ({ user, params, body }) => updateCompany(user, params.id, body), { auth: "employer" });
