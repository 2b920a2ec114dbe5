import { route } from "@/lib/api/route";
import { removeMember } from "@/lib/companies/remove-member";
import { companyMemberParamsSchema } from "@/lib/companies/schemas";

/** The owner removes a colleague. */
export const DELETE = route({ params: companyMemberParamsSchema }, ({ user, params }) => removeMember(user, params.id, params.userId), { auth: "employer" });
