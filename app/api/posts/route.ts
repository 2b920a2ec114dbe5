import { largeJsonBodyBytes } from "@/lib/api/read-json-body";
import { route } from "@/lib/api/route";
import { localeQuerySchema } from "@/lib/catalogue/schemas";
import { searchPublicJobs } from "@/lib/jobs/find-public-jobs";
import { jobCardToWire } from "@/lib/jobs/job-card";
import { createJobPostSchema } from "@/lib/jobs/job-post-schema";
import { jobPostToWire } from "@/lib/jobs/job-post-wire";
import { createJobPost } from "@/lib/jobs/save-job-post";
import { jobSearchQuerySchema } from "@/lib/jobs/job-search-query";

export const dynamic = "force-dynamic";

const querySchema = localeQuerySchema.and(jobSearchQuerySchema);

/** The public job search (spec 7 GET posts): take, page, search, sort and the filters by their spec names; `locale` names catalogue entries. */
export const GET = route({ query: querySchema }, async ({ query }) => {
  const { jobs, ...page } = await searchPublicJobs(query);
  return { items: jobs.map((job) => jobCardToWire(job, query.locale)), ...page };
});

/** Post a job (spec 7 POST posts) for one of the caller's companies: a draft, or open within the plan's quota. */
export const POST = route(
  { query: localeQuerySchema, body: createJobPostSchema },
  async ({ query, body, user }) => jobPostToWire(await createJobPost(user, body), query.locale),
  { auth: "employer", status: 201, maxBodyBytes: largeJsonBodyBytes },
);
