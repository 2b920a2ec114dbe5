import { listHired } from "@/lib/admin/list-hired";
import { hiredQuerySchema, hiredRangeParamsSchema } from "@/lib/admin/schemas";
import { route } from "@/lib/api/route";

/** The hired list from day a to day b (YYYY-MM-DD, both included). */
export const GET = route({ params: hiredRangeParamsSchema, query: hiredQuerySchema }, ({ params, query }) => listHired(query, params), { auth: "administrator" });
