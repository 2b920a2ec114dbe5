import { z } from "zod";

import { localeQuerySchema } from "@/lib/catalogue/schemas";
import { jobSearchQuerySchema } from "@/lib/jobs/job-search-query";
import type { CandidateJobOrder } from "@/lib/matching/find-candidate-jobs";

/** Without `sort`, a candidate's list is ordered by match; with one, by that sort. */
const orderQuerySchema = z.looseObject({ sort: z.unknown().optional() }).transform(({ sort }): { order: CandidateJobOrder } => ({ order: sort === undefined ? "match" : "search" }));

/** GET users/{id}/jobsRecomendations: GET posts' query (lib/jobs/job-search-query.ts) and `locale`. */
export const recommendationsQuerySchema = localeQuerySchema.and(jobSearchQuerySchema).and(orderQuerySchema);
