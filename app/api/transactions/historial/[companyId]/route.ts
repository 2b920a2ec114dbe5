import { route } from "@/lib/api/route";
import { listTransactions } from "@/lib/payments/list-transactions";
import { companyParamsSchema, historyQuerySchema } from "@/lib/payments/schemas";

export const dynamic = "force-dynamic";

/** GET transactions/historial/{companyId}?take&page (spec 7 and 9): the company's payments, for its owners and members. */
export const GET = route({ params: companyParamsSchema, query: historyQuerySchema }, ({ params, query, user }) => listTransactions(user, params.companyId, query), { auth: "employer" });
