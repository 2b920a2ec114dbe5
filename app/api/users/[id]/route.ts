import { largeJsonBodyBytes } from "@/lib/api/read-json-body";
import { route } from "@/lib/api/route";
import { withSessionRefresh } from "@/lib/auth/refresh-session-cookie";
import { getProfile } from "@/lib/profile/get-profile";
import { getProfileQuerySchema, updateProfileSchema, userIdParamsSchema } from "@/lib/profile/schemas";
import { updateCandidateProfile } from "@/lib/profile/update-candidate-profile";

/** One's own profile, whole; a candidate's as employers see it (the premium name rule applies). */
export const GET = route(
  { params: userIdParamsSchema, query: getProfileQuerySchema },
  ({ params, query, user }) => getProfile(user, params.id, { isCandidate: query.isCandidate === "true" }),
  { auth: "user" },
);

/** The caller's own profile: any of its five sections, the names, and logged_as / is_employer for a role switch. */
export const PUT = withSessionRefresh(
  route({ params: userIdParamsSchema, body: updateProfileSchema }, ({ params, body, user }) => updateCandidateProfile(user, params.id, body), { auth: "user", maxBodyBytes: largeJsonBodyBytes }),
);
