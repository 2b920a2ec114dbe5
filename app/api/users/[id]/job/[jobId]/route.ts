import { route } from "@/lib/api/route";
import { localeQuerySchema } from "@/lib/catalogue/schemas";
import { getApplicantDetails } from "@/lib/hiring/applicant-details/get-applicant-details";
import { applicantParamsSchema } from "@/lib/hiring/applicant-details/schemas";

export const dynamic = "force-dynamic";

/** The spec's GET users/{id}/job/{jobId}: an applicant to one of the hiring team's jobs, with answers, match, history and notes. */
export const GET = route(
  { params: applicantParamsSchema, query: localeQuerySchema },
  ({ params, query, user }) => getApplicantDetails(user, params.id, params.jobId, query.locale),
  { auth: "employer" },
);
