import { route } from "@/lib/api/route";
import { withdrawParamsSchema } from "@/lib/applications/schemas";
import { withdrawApplication } from "@/lib/applications/withdraw-application";

/** Not in the spec: the candidate withdraws one of their applications (README, "Applying"). */
export const POST = route({ params: withdrawParamsSchema }, ({ params, user }) => withdrawApplication(user, params.id, params.applicationId), { auth: "candidate" });
