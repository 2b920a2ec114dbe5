import { resolveChatReport } from "@/lib/admin/resolve-report";
import { idParamsSchema, resolveReportBodySchema } from "@/lib/admin/schemas";
import { route } from "@/lib/api/route";

/** Handles a chat report: dismiss, ban a member, or archive the room; the action is recorded. */
export const PUT = route({ params: idParamsSchema, body: resolveReportBodySchema }, ({ params, body, user }) => resolveChatReport(user, params.id, body), { auth: "administrator" });
