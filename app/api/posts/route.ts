import { route } from "@/lib/api/route";
import { localeQuerySchema } from "@/lib/catalogue/schemas";
import { searchPublicJobs } from "@/lib/jobs/find-public-jobs";
import { jobCardToWire } from "@/lib/jobs/job-card";
import { jobSearchQuerySchema } from "@/lib/jobs/job-search-query";

export const dynamic = "force-dynamic";

const querySchema = localeQuerySchema.and(jobSearchQuerySchema);

/** The public job search (spec 7 GET posts): take, page, search, sort and the filters by their spec names; `locale` names catalogue entries. */
export const GET = route({ query: querySchema }, async ({ query }) => {
  const { jobs, ...page } = await searchPublicJobs(query);
  return { items: jobs.map((job) => jobCardToWire(job, query.locale)), ...page };
});
