import { route } from "@/lib/api/route";
import { sendSmsVerificationSchema } from "@/lib/phone-verification/schemas";
import { sendPhoneVerificationCode } from "@/lib/phone-verification/send-phone-verification-code";

export const POST = route({ body: sendSmsVerificationSchema }, ({ body, user }) => sendPhoneVerificationCode(user, body), { auth: "user" });
