import { banBodySchema, idParamsSchema } from "@/lib/admin/schemas";
import { banUser } from "@/lib/admin/set-user-ban";
import { route } from "@/lib/api/route";

/** Bans a user with a reason: their next request is refused. */
export const PUT = route({ params: idParamsSchema, body: banBodySchema }, ({ params, body, user }) => banUser(user, params.id, body.reason), { auth: "administrator" });
