import { idParamsSchema, unbanBodySchema } from "@/lib/admin/schemas";
import { unbanUser } from "@/lib/admin/set-user-ban";
import { route } from "@/lib/api/route";

export const PUT = route({ params: idParamsSchema, body: unbanBodySchema }, ({ params, body, user }) => unbanUser(user, params.id, body.reason), { auth: "administrator" });
