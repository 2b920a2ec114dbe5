import { nextTimestamp } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import { inputError } from "../errors.ts";
import { asRecord, asString } from "../http/api-request.ts";
import { customUserFields, unknownUser, userResponse, type UserResponse, type UserRow } from "./user-response.ts";

export async function loadUsers(ctx: EmulatorContext, ids: Iterable<string>): Promise<Map<string, UserResponse>> {
  const unique = [...new Set(ids)];
  const users = new Map<string, UserResponse>();
  if (unique.length === 0) return users;
  const rows = await ctx.db.rows<UserRow>("SELECT * FROM users WHERE id = ANY($1)", [unique]);
  for (const row of rows) users.set(row.id, userResponse(row, ctx.hub.isOnline(row.id)));
  for (const id of unique) if (!users.has(id)) users.set(id, unknownUser(id));
  return users;
}

export async function loadUser(ctx: EmulatorContext, id: string): Promise<UserResponse> {
  return (await loadUsers(ctx, [id])).get(id) ?? unknownUser(id);
}

export async function getUserRow(ctx: EmulatorContext, id: string) {
  return ctx.db.row<UserRow>("SELECT * FROM users WHERE id = $1", [id]);
}

const USER_ID = /^[\w@.-]+$/;

export function checkUserId(id: unknown): string {
  if (typeof id !== "string" || !USER_ID.test(id)) throw inputError(`user id ${JSON.stringify(id)} is not valid: use letters, digits, @, _, - and .`);
  return id;
}

/** The server SDK's upsert replaces a user's data (Stream's semantics), keeping created_at. */
export async function replaceUser(ctx: EmulatorContext, input: Record<string, unknown>) {
  const id = checkUserId(input.id);
  const now = nextTimestamp();
  return (await ctx.db.row<UserRow>(
    `INSERT INTO users (id, name, image, role, custom, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (id) DO UPDATE SET name = $2, image = $3, role = $4, custom = $5, updated_at = $6
     RETURNING *`,
    [id, asString(input.name) ?? null, asString(input.image) ?? null, asString(input.role) ?? "user", customUserFields(input), now],
  )) as UserRow;
}

/** A client connecting with `user_details` may create itself and change its profile, never its role. */
export async function upsertConnectingUser(ctx: EmulatorContext, id: string, details: Record<string, unknown>) {
  const now = nextTimestamp();
  const name = asString(details.name) ?? null;
  const image = asString(details.image) ?? null;
  return (await ctx.db.row<UserRow>(
    `INSERT INTO users (id, name, image, custom, created_at, updated_at, last_active) VALUES ($1, $2, $3, $4, $5, $5, $5)
     ON CONFLICT (id) DO UPDATE SET name = coalesce($2, users.name), image = coalesce($3, users.image),
       custom = users.custom || $4, last_active = $5,
       updated_at = CASE WHEN users.name IS DISTINCT FROM coalesce($2, users.name) OR users.image IS DISTINCT FROM coalesce($3, users.image)
         OR NOT (users.custom @> $4) THEN $5 ELSE users.updated_at END
     RETURNING *`,
    [id, name, image, customUserFields(details), now],
  )) as UserRow;
}

export async function partialUpdateUser(ctx: EmulatorContext, input: Record<string, unknown>) {
  const id = checkUserId(input.id);
  const row = await getUserRow(ctx, id);
  if (!row) throw inputError(`user ${id} does not exist`);
  const set = asRecord(input.set);
  const unset = Array.isArray(input.unset) ? input.unset.filter((key): key is string => typeof key === "string") : [];
  const custom = { ...row.custom, ...customUserFields(set) };
  for (const key of unset) delete custom[key];
  const name = unset.includes("name") ? null : (asString(set.name) ?? row.name);
  const image = unset.includes("image") ? null : (asString(set.image) ?? row.image);
  const role = asString(set.role) ?? row.role;
  return (await ctx.db.row<UserRow>(
    "UPDATE users SET name = $2, image = $3, role = $4, custom = $5, updated_at = $6 WHERE id = $1 RETURNING *",
    [id, name, image, role, custom, nextTimestamp()],
  )) as UserRow;
}

export async function touchLastActive(ctx: EmulatorContext, id: string) {
  await ctx.db.rows("UPDATE users SET last_active = $2 WHERE id = $1", [id, nextTimestamp()]);
}
