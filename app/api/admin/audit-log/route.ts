import { listAuditLog } from "@/lib/admin/list-audit-log";
import { auditLogQuerySchema } from "@/lib/admin/schemas";
import { route } from "@/lib/api/route";

export const GET = route({ query: auditLogQuerySchema }, ({ query }) => listAuditLog(query), { auth: "administrator" });
