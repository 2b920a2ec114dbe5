import { route } from "@/lib/api/route";
import { socialLoginSchema } from "@/lib/auth/schemas";
import { socialLogin } from "@/lib/auth/social-login";

export const POST = route({ body: socialLoginSchema }, ({ body }) => socialLogin({ idToken: body.social_token_verification }));
