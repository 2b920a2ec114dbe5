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
 * A page of the big lists (users, jobs) in SQL: the matching ids, sorted and paged on an index
 * alone, and their count up to the cap (Prisma's count with `take` adds ORDER BY id, which made
 * PostgreSQL walk the whole primary key). Callers read the page's rows by id afterwards: paging
 * with Prisma's skip read every skipped row whole.
 */
export async function pageOfIds(table: "users" | "jobs", where: Prisma.Sql, orderBy: Prisma.Sql, query: { page: number; take: number }): Promise<{ ids: string[]; counted: number }> {
  const from = Prisma.raw(table);
  const [rows, counts] = await Promise.all([
    db.$queryRaw<{ id: string }[]>`SELECT id FROM ${from} WHERE ${where} ORDER BY ${orderBy} LIMIT ${query.take} OFFSET ${(query.page - 1) * query.take}`,
    db.$queryRaw<{ count: number }[]>`SELECT count(*)::int AS count FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${ADMIN_COUNT_CAP + 1}) AS matches`,
  ]);
  return { ids: rows.map((row) => row.id), counted: counts[0]?.count ?? 0 };
}

/**
 * ORDER BY for a sort whose fields are the columns' names (checked by the query's schema), ties
 * by id. NULLS LAST only for columns that may be null, so that the others keep their index.
 */
export function orderBySql(sort: { field: string; direction: "asc" | "desc" }, nullableFields: readonly string[]): Prisma.Sql {
  const nulls = nullableFields.includes(sort.field) ? " NULLS LAST" : "";
  return Prisma.raw(`${sort.field} ${sort.direction}${nulls}, id ${sort.direction}`);
}

/** Rows read by id, back in the ids' order. */
export function inOrderOf<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A LIKE pattern that finds `text` anywhere, its % and _ taken as typed. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
