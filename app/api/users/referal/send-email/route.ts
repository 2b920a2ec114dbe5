import { route } from "@/lib/api/route";
import { sendReferralEmailSchema } from "@/lib/referrals/schemas";
import { sendReferralEmail } from "@/lib/referrals/send-referral-email";

/** Spec 7: invite someone by e-mail to sign up through the caller's referral link. */
export const POST = route({ body: sendReferralEmailSchema }, ({ body, user }) => sendReferralEmail(user, body), { auth: "user", status: 201 });
