import { route } from "@/lib/api/route";
import { verifySmsCodeSchema } from "@/lib/phone-verification/schemas";
import { verifyPhoneCode } from "@/lib/phone-verification/verify-phone-code";

export const POST = route({ body: verifySmsCodeSchema }, ({ body, user }) => verifyPhoneCode(user, body), { auth: "user" });
