import { route } from "@/lib/api/route";
import { deleteAccount } from "@/lib/users/delete-account";
import { deleteAccountSchema } from "@/lib/users/schemas";

export const POST = route({ body: deleteAccountSchema }, ({ body, user }) => deleteAccount(user, body), { auth: "user" });
