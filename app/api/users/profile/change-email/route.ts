import { route } from "@/lib/api/route";
import { withSessionRefresh } from "@/lib/auth/refresh-session-cookie";
import { changeEmail } from "@/lib/users/change-email";
import { changeEmailSchema } from "@/lib/users/schemas";

export const PUT = withSessionRefresh(route({ body: changeEmailSchema }, ({ body, user }) => changeEmail(user, body), { auth: "user" }));
