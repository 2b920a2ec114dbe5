import { invalidParam, resourceMissing } from "../http/stripe-error.ts";
import type { DatabaseClient } from "./database.ts";
import type { StripeObject } from "./objects.ts";

/** A condition on a JSON field of the stored object, e.g. `{ path: ["customer"], equals: "cus_1" }`. */
export type ObjectFilter =
  | { path: string[]; equals: string | number | boolean }
  | { path: string[]; equalsIgnoringCase: string }
  | { path: string[]; like: string }
  | { path: string[]; oneOf: string[] }
  | { path: string[]; noneOf: string[] }
  | { path: string[]; greaterOrEqual?: number; lessThan?: number };

export type ListPage<T> = { object: "list"; data: T[]; has_more: boolean; url: string };

export type ListQuery = {
  object: string;
  url: string;
  filters?: ObjectFilter[];
  limit?: number | null;
  startingAfter?: string | null;
  endingBefore?: string | null;
};

function jsonPath(path: string[]) {
  return `'{${path.join(",")}}'`;
}

function filterSql(filter: ObjectFilter, values: unknown[]): string {
  const field = `data #>> ${jsonPath(filter.path)}`;
  if ("equals" in filter) {
    values.push(String(filter.equals));
    return `${field} = $${values.length}`;
  }
  if ("equalsIgnoringCase" in filter) {
    values.push(filter.equalsIgnoringCase);
    return `lower(${field}) = lower($${values.length})`;
  }
  if ("like" in filter) {
    values.push(filter.like);
    return `${field} LIKE $${values.length}`;
  }
  if ("oneOf" in filter) {
    values.push(filter.oneOf);
    return `${field} = ANY($${values.length})`;
  }
  if ("noneOf" in filter) {
    values.push(filter.noneOf);
    return `NOT (${field} = ANY($${values.length}))`;
  }
  const parts: string[] = [];
  if (filter.greaterOrEqual !== undefined) {
    values.push(filter.greaterOrEqual);
    parts.push(`(${field})::bigint >= $${values.length}`);
  }
  if (filter.lessThan !== undefined) {
    values.push(filter.lessThan);
    parts.push(`(${field})::bigint < $${values.length}`);
  }
  return parts.join(" AND ") || "true";
}

async function cursorOf(db: DatabaseClient, id: string, param: string) {
  const { rows } = await db.query<{ created: string; seq: string }>("SELECT created, seq FROM stripe_emulator.objects WHERE id = $1", [id]);
  if (!rows[0]) throw resourceMissing("object", id, param);
  return rows[0];
}

/** Newest first, with Stripe's cursors: `starting_after` pages forward, `ending_before` backward. */
export async function listObjects<T extends StripeObject>(db: DatabaseClient, query: ListQuery): Promise<ListPage<T>> {
  const limit = query.limit ?? 10;
  if (limit < 1 || limit > 100) throw invalidParam("limit", "This value must be between 1 and 100.");
  const values: unknown[] = [query.object];
  const conditions = ["object = $1", "NOT (data ? 'deleted')", ...(query.filters ?? []).map((filter) => filterSql(filter, values))];
  let ascending = false;
  if (query.startingAfter) {
    const cursor = await cursorOf(db, query.startingAfter, "starting_after");
    values.push(cursor.created, cursor.seq);
    conditions.push(`(created, seq) < ($${values.length - 1}, $${values.length})`);
  } else if (query.endingBefore) {
    const cursor = await cursorOf(db, query.endingBefore, "ending_before");
    values.push(cursor.created, cursor.seq);
    conditions.push(`(created, seq) > ($${values.length - 1}, $${values.length})`);
    ascending = true;
  }
  values.push(limit + 1);
  const order = ascending ? "created ASC, seq ASC" : "created DESC, seq DESC";
  const { rows } = await db.query<{ data: T }>(
    `SELECT data FROM stripe_emulator.objects WHERE ${conditions.join(" AND ")} ORDER BY ${order} LIMIT $${values.length}`,
    values,
  );
  const data = rows.slice(0, limit).map((row) => row.data);
  if (ascending) data.reverse();
  return { object: "list", data, has_more: rows.length > limit, url: query.url };
}

/** Every matching object, oldest first: for the billing engine, not for API answers. */
export async function allObjects<T extends StripeObject>(db: DatabaseClient, object: string, filters: ObjectFilter[] = []): Promise<T[]> {
  const values: unknown[] = [object];
  const conditions = ["object = $1", "NOT (data ? 'deleted')", ...filters.map((filter) => filterSql(filter, values))];
  const { rows } = await db.query<{ data: T }>(`SELECT data FROM stripe_emulator.objects WHERE ${conditions.join(" AND ")} ORDER BY created, seq`, values);
  return rows.map((row) => row.data);
}
