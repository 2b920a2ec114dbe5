import { route } from "@/lib/api/route";
import { inviteColleague } from "@/lib/companies/invite-colleague";
import { companyIdParamsSchema, inviteColleagueSchema } from "@/lib/companies/schemas";

/** The owner adds a colleague by e-mail: a member at once, or an invitation to sign up. */
export const POST = route({ params: companyIdParamsSchema, body: inviteColleagueSchema }, ({ user, params, body }) => inviteColleague(user, params.id, body), { auth: "employer" });
