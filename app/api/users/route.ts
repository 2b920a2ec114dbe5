import { route } from "@/lib/api/route";
import { signUpSchema } from "@/lib/users/schemas";
import { signUp } from "@/lib/users/sign-up";

/** Sign-up. */
export const POST = route({ body: signUpSchema }, ({ body }) => signUp(body), { status: 201 });
