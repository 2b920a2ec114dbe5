import { route } from "@/lib/api/route";
import { candidateSearchQuerySchema } from "@/lib/candidates/candidate-search-query";
import { findPublicCandidates, publicCandidateToWire } from "@/lib/candidates/find-public-candidates";
import { canUserSeeCandidateNames } from "@/lib/candidates/get-name-access";
import { localeQuerySchema } from "@/lib/catalogue/schemas";

/** `locale` picks the language of country names; the spec's filters come with it. */
const querySchema = localeQuerySchema.and(candidateSearchQuerySchema.transform((search) => ({ search })));

/** Candidates for anybody (spec section 7, GET users/public): premium employers see full names. */
export const GET = route({ query: querySchema }, async ({ query, user }) => {
  const { items, ...page } = await findPublicCandidates(query.search, { locale: query.locale, canSeeFullNames: await canUserSeeCandidateNames(user?.id) });
  return { items: items.map(publicCandidateToWire), ...page };
});
