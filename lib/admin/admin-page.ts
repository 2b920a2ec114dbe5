/**
 * Counting every match of a broad search (12,000 of 100,000 jobs have "engineer" in the title)
 * costs more than reading the page itself, on every page view. Admin lists count matches up to
 * this many and say "more than" beyond it: nobody pages through a thousand rows, they narrow the
 * search or flip the sort.
 */
export const ADMIN_COUNT_CAP = 1000;

/** What Prisma's count is given so that it stops one past the cap. */
export const cappedCount = { take: ADMIN_COUNT_CAP + 1 } as const;

export type AdminPage<T> = {
  result: T[];
  /** The number of matches, at most ADMIN_COUNT_CAP. */
  total: number;
  /** True when there are more matches than `total`. */
  total_capped: boolean;
  page: number;
  take: number;
};

export function adminPage<T>(result: T[], counted: number, query: { page: number; take: number }): AdminPage<T> {
  return { result, total: Math.min(counted, ADMIN_COUNT_CAP), total_capped: counted > ADMIN_COUNT_CAP, page: query.page, take: query.take };
}
