import { route } from "@/lib/api/route";
import { trackSignUp } from "@/lib/referrals/attribute-sign-up";
import { trackSignUpSchema } from "@/lib/referrals/schemas";

/** Spec 7: the new account reports the referral code or tracking id its sign-up came with. */
export const POST = route({ body: trackSignUpSchema }, ({ body, user }) => trackSignUp(user, body), { auth: "user" });
