import { route } from "@/lib/api/route";
import { getCompanyPlan } from "@/lib/payments/company-plan-wire";
import { companyParamsSchema } from "@/lib/payments/schemas";

export const dynamic = "force-dynamic";

/** GET transactions/plan/{companyId}: the company's plan, for its owners and members. */
export const GET = route({ params: companyParamsSchema }, ({ params, user }) => getCompanyPlan(user, params.companyId), { auth: "employer" });
