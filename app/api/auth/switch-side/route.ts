import { route } from "@/lib/api/route";
import { withSessionRefresh } from "@/lib/auth/refresh-session-cookie";
import { switchSideSchema } from "@/lib/users/schemas";
import { switchSide } from "@/lib/users/switch-side";

/** The user menu's role switch; the session cookie comes back on the new side. */
export const POST = withSessionRefresh(route({ body: switchSideSchema }, ({ body, user }) => switchSide(user, body.side), { auth: "user" }));
