import { route } from "@/lib/api/route";
import { deleteCv } from "@/lib/cv/delete-cv";

export const DELETE = route({}, ({ user }) => deleteCv(user), { auth: "user" });
