import { route } from "@/lib/api/route";
import { getCvDownload } from "@/lib/cv/get-cv-download";
import { userIdParamsSchema } from "@/lib/users/schemas";

/** The CV file, for the candidate and the employers of jobs they applied to. */
export const GET = route({ params: userIdParamsSchema }, ({ params, user }) => getCvDownload(user, params.id), { auth: "user" });
