import { listHired } from "@/lib/admin/list-hired";
import { hiredQuerySchema } from "@/lib/admin/schemas";
import { route } from "@/lib/api/route";

/** Who was hired, by which company, for which job (sort default hired_at:desc). */
export const GET = route({ query: hiredQuerySchema }, ({ query }) => listHired(query), { auth: "administrator" });
