import { route } from "@/lib/api/route";
import { markApplicantHired } from "@/lib/hiring/pipeline/mark-applicant";
import { applicantParamsSchema } from "@/lib/hiring/pipeline/schemas";

export const dynamic = "force-dynamic";

/** Mark an applicant hired (applications.hired_at and users.hired_at); idempotent. */
export const POST = route({ params: applicantParamsSchema }, ({ params, user }) => markApplicantHired(user, params.id, params.userId), { auth: "employer" });
