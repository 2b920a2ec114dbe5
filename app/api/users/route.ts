import { route } from "@/lib/api/route";
import { canUserSeeCandidateNames } from "@/lib/candidates/get-name-access";
import { localeQuerySchema } from "@/lib/catalogue/schemas";
import { employerCandidateSearchQuerySchema } from "@/lib/hiring/employer-candidate-search-query";
import { findEmployerCandidates } from "@/lib/hiring/find-employer-candidates";
import { signUpSchema } from "@/lib/users/schemas";
import { signUp } from "@/lib/users/sign-up";

/** Sign-up. */
export const POST = route({ body: signUpSchema }, ({ body }) => signUp(body), { status: 201 });

/** `locale` picks the language of country names; the spec's filters come with it. */
const searchQuerySchema = localeQuerySchema.and(employerCandidateSearchQuerySchema.transform((search) => ({ search })));

/** The employer's candidate search (spec 7, GET users): applicant cards, full names on a premium plan. */
export const GET = route(
  { query: searchQuerySchema },
  async ({ query, user }) =>
    findEmployerCandidates(query.search, { locale: query.locale, canSeeFullNames: await canUserSeeCandidateNames(user.id) }),
  { auth: "employer" },
);
