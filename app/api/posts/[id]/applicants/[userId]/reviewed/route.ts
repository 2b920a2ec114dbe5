import { route } from "@/lib/api/route";
import { markApplicantReviewed } from "@/lib/hiring/pipeline/mark-applicant";
import { applicantParamsSchema } from "@/lib/hiring/pipeline/schemas";

export const dynamic = "force-dynamic";

/** Mark an applicant reviewed (spec 4: then 'Already reviewed'); idempotent. */
export const POST = route({ params: applicantParamsSchema }, ({ params, user }) => markApplicantReviewed(user, params.id, params.userId), { auth: "employer" });
