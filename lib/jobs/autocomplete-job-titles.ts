import "server-only";

import { z } from "zod";

import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { jobTitleSuggestionCache } from "@/lib/jobs/public-job-cache";
import { findableJobSql } from "@/lib/jobs/public-jobs";
import { containsPattern } from "@/lib/search/text-query";
import { queryText } from "@/lib/validations/fields";

export const jobTitleSegments = ["jobs", "candidates"] as const;

/** GET /api/job-titles/autocomplete: `query` (2-60 characters) and `segment` (titles of open jobs, or of candidates). */
export const jobTitleAutocompleteQuery = z.object({
  // PostgreSQL refuses a NUL character in text: such a query is the caller's mistake (400), not a 500.
  query: queryText(60).pipe(z.string().min(2)),
  segment: z.enum(jobTitleSegments).default("jobs"),
});

export type JobTitleAutocompleteQuery = z.output<typeof jobTitleAutocompleteQuery>;

const SUGGESTIONS = 8;

/**
 * Titles containing the query, most common first: those of findable jobs for job seekers, those
 * candidates give themselves for employers. The trigram indexes on both title columns serve the ILIKE.
 */
export function autocompleteJobTitles(input: JobTitleAutocompleteQuery): Promise<{ title: string; count: number }[]> {
  // The same for every viewer: shared for a few seconds, as public searches are (lib/jobs/public-job-cache.ts).
  return jobTitleSuggestionCache.get(`${input.segment}:${input.query.toLocaleLowerCase()}`, () => readSuggestions(input, new Date()));
}

async function readSuggestions({ query, segment }: JobTitleAutocompleteQuery, now: Date): Promise<{ title: string; count: number }[]> {
  const pattern = containsPattern(query);
  const rows =
    segment === "jobs"
      ? await db.$queryRaw<{ title: string; count: number }[]>(Prisma.sql`
          SELECT min(j.title) AS title, count(*)::int AS count
          FROM jobs j JOIN companies c ON c.id = j.company_id
          WHERE j.title ILIKE ${pattern} AND ${findableJobSql(now)}
          GROUP BY lower(j.title) ORDER BY count(*) DESC, min(j.title) LIMIT ${SUGGESTIONS}`)
      : await db.$queryRaw<{ title: string; count: number }[]>(Prisma.sql`
          SELECT min(u.title) AS title, count(*)::int AS count
          FROM users u
          WHERE u.title ILIKE ${pattern} AND u.is_open_to_work AND u.banned_at IS NULL AND u.deleted_at IS NULL
          GROUP BY lower(u.title) ORDER BY count(*) DESC, min(u.title) LIMIT ${SUGGESTIONS}`);
  return rows;
}
