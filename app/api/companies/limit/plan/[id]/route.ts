import { z } from "zod";

import { route } from "@/lib/api/route";
import { getCompanyPlanUsage } from "@/lib/plans/company-plan-usage";
import { recordId } from "@/lib/validations/fields";

export const dynamic = "force-dynamic";

/** A company's plan limits and use (spec 7 GET companies/limit/plan/{companyId}): members only. */
export const GET = route({ params: z.object({ id: recordId() }) }, ({ params, user }) => getCompanyPlanUsage(user, params.id), { auth: "user" });
