import { listChatReports } from "@/lib/admin/list-reports";
import { reportsQuerySchema } from "@/lib/admin/schemas";
import { route } from "@/lib/api/route";

/** Members' reports of chat rooms, open or resolved. */
export const GET = route({ query: reportsQuerySchema }, ({ query }) => listChatReports(query), { auth: "administrator" });
