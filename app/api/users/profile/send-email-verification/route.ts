import { route } from "@/lib/api/route";
import { sendEmailVerificationSchema } from "@/lib/users/schemas";
import { sendEmailChangeCode } from "@/lib/users/send-email-change-code";

export const POST = route({ body: sendEmailVerificationSchema }, ({ body, user }) => sendEmailChangeCode(user, body), { auth: "user" });
