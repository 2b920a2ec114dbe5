import "server-only";

import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * Counting every match of a broad search (12,000 of 100,000 jobs have "engineer" in the title)
 * costs more than reading the page itself, on every page view. Admin lists count matches up to
 * this many and say "more than" beyond it: nobody pages through a thousand rows, they narrow the
 * search or flip the sort.
 */
export const ADMIN_COUNT_CAP = 1000;

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

/**
 * The matches of a big list (users, jobs) counted up to the cap, in SQL: Prisma's count with
 * `take` adds ORDER BY id, which made PostgreSQL walk the whole primary key.
 */
export async function countUpToCap(table: "users" | "jobs", where: Prisma.Sql): Promise<number> {
  const rows = await db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM (SELECT 1 FROM ${Prisma.raw(table)} WHERE ${where} LIMIT ${ADMIN_COUNT_CAP + 1}) AS matches`;
  return rows[0]?.count ?? 0;
}

/** LIMIT and OFFSET of the query's page. */
export function pageSql(query: { page: number; take: number }): Prisma.Sql {
  return Prisma.sql`LIMIT ${query.take} OFFSET ${(query.page - 1) * query.take}`;
}

/**
 * ORDER BY for a sort whose fields are the columns' names (checked by the query's schema), ties
 * by id, of the table `alias` names when given. NULLS LAST only for columns that may be null, so
 * that the others keep their index.
 */
export function orderBySql(sort: { field: string; direction: "asc" | "desc" }, nullableFields: readonly string[], alias?: string): Prisma.Sql {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  const nulls = nullableFields.includes(sort.field) ? " NULLS LAST" : "";
  return Prisma.raw(`${column(sort.field)} ${sort.direction}${nulls}, ${column("id")} ${sort.direction}`);
}

/** A LIKE pattern that finds `text` anywhere, its % and _ taken as typed. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
