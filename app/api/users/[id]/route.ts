import { route } from "@/lib/api/route";
import { withSessionRefresh } from "@/lib/auth/refresh-session-cookie";
import { updateUserSchema, userIdParamsSchema } from "@/lib/users/schemas";
import { updateProfile } from "@/lib/users/update-profile";

/** The caller's own profile: names, and logged_as / is_employer for a role switch. */
export const PUT = withSessionRefresh(
  route({ params: userIdParamsSchema, body: updateUserSchema }, ({ params, body, user }) => updateProfile(user, params.id, body), { auth: "user" }),
);
