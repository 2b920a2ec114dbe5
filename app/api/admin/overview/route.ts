import { getOverview } from "@/lib/admin/get-overview";
import { overviewQuerySchema } from "@/lib/admin/schemas";
import { route } from "@/lib/api/route";

/** The marketplace's figures over time: period 30d, 90d or 12m. */
export const GET = route({ query: overviewQuerySchema }, ({ query }) => getOverview(query), { auth: "administrator" });
