import { route } from "@/lib/api/route";
import { listPlanOffers } from "@/lib/payments/list-plan-offers";
import { plansQuerySchema } from "@/lib/payments/schemas";

export const dynamic = "force-dynamic";

/** GET plans?type_plan (spec 7): the plans on sale, for anyone. */
export const GET = route({ query: plansQuerySchema }, ({ query }) => listPlanOffers(query.type_plan));
