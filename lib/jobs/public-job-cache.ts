import "server-only";

import { createShortLivedCache } from "@/lib/cache/short-lived-cache";
import type { JobSearchResult } from "@/lib/jobs/find-public-jobs";
import type { PublicJob } from "@/lib/jobs/get-public-job";

/**
 * How long this process reuses a public job search or a public job page's data, for every viewer:
 * PUBLIC_DATA_CACHE_SECONDS (default 5, 0 = off). A write through lib/ in this process forgets them
 * at once; another instance sees it within that many seconds, as visitors see a change within the
 * response cache's TTL. Viewer-specific parts (applied, eligibility) are never read from here.
 */
const seconds = Number(process.env.PUBLIC_DATA_CACHE_SECONDS ?? 5);
const ttlMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;

export const publicJobSearchCache = createShortLivedCache<JobSearchResult>({ ttlMs, maxEntries: 1_000 });
/**
 * A search's matches counted up to the cap, by its filters, kept a minute (while the cache is on):
 * counting is most of what a broad search costs the database (about 12 of 15 ms for "engineer"
 * with a country, against 2 ms for its page), and a total a minute old still reads true
 * ("1,000+ jobs"). Paging through a search and sorting it again reuse it.
 */
export const publicJobTotalCache = createShortLivedCache<number>({ ttlMs: ttlMs > 0 ? Math.max(ttlMs, 60_000) : 0, maxEntries: 2_000 });
export const publicJobCache = createShortLivedCache<PublicJob | null>({ ttlMs, maxEntries: 2_000 });
/** Job-title suggestions by segment and query: counting a common prefix's matches ("dev": 11,000 jobs) is most of their cost. */
export const jobTitleSuggestionCache = createShortLivedCache<{ title: string; count: number }[]>({ ttlMs, maxEntries: 1_000 });

/** Call after a write that changes what a public search or a public job page shows. */
export function forgetPublicJobs() {
  publicJobSearchCache.clear();
  publicJobTotalCache.clear();
  publicJobCache.clear();
  jobTitleSuggestionCache.clear();
}
