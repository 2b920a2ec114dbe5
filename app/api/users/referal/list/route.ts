import { route } from "@/lib/api/route";
import { localeQuerySchema } from "@/lib/catalogue/schemas";
import { listReferrals } from "@/lib/referrals/list-referrals";

/** The caller's referral code and link, and whom they invited and who joined. */
export const GET = route({ query: localeQuerySchema }, ({ query, user }) => listReferrals(user, query.locale), { auth: "user" });
