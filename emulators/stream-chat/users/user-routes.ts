import { iso, nextTimestamp } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import { notAllowed } from "../errors.ts";
import { compareColumn, compareCustomField, compileFilter, compileSort, SqlParams } from "../db/filter-sql.ts";
import { asRecord, jsonParam, numberParam, type ApiRequest, type Route } from "../http/api-request.ts";
import { sendToUserAudience } from "../realtime/user-audience.ts";
import { userResponse, type UserResponse, type UserRow } from "./user-response.ts";
import { partialUpdateUser, replaceUser } from "./user-store.ts";

const USER_COLUMNS: Record<string, string> = {
  id: "id", name: "name", image: "image", role: "role", created_at: "created_at", updated_at: "updated_at", last_active: "last_active",
};

function requireServer(request: ApiRequest, action: string) {
  if (request.auth.kind !== "server") throw notAllowed(`${action} needs server-side authentication`);
}

export function userRoutes(ctx: EmulatorContext): Route[] {
  const respond = async (rows: UserRow[]) => {
    const users: Record<string, UserResponse> = {};
    for (const row of rows) {
      const user = userResponse(row, ctx.hub.isOnline(row.id));
      users[row.id] = user;
      await sendToUserAudience(ctx, row.id, { type: "user.updated", user, created_at: iso(nextTimestamp()) });
    }
    return { users };
  };

  return [
    {
      method: "POST",
      path: "/users",
      handler: async (request) => {
        requireServer(request, "upserting users");
        const rows: UserRow[] = [];
        for (const input of Object.values(asRecord(request.body.users))) rows.push(await replaceUser(ctx, asRecord(input)));
        return respond(rows);
      },
    },
    {
      method: "PATCH",
      path: "/users",
      handler: async (request) => {
        const inputs = Array.isArray(request.body.users) ? request.body.users.map(asRecord) : [];
        if (request.auth.kind === "user") {
          const self = request.auth.userId;
          if (inputs.some((input) => input.id !== self || "role" in asRecord(input.set))) throw notAllowed("users may only update their own profile");
        }
        const rows: UserRow[] = [];
        for (const input of inputs) rows.push(await partialUpdateUser(ctx, input));
        return respond(rows);
      },
    },
    {
      method: "GET",
      path: "/users",
      handler: async (request) => {
        const payload = asRecord(jsonParam(request, "payload"));
        const params = new SqlParams();
        const where = compileFilter(
          payload.filter_conditions,
          (field, operator, value, sqlParams) =>
            USER_COLUMNS[field] ? compareColumn(USER_COLUMNS[field], operator, value, sqlParams) : compareCustomField("custom", field, operator, value, sqlParams),
          params,
        );
        const order = compileSort(payload.sort, (field) => USER_COLUMNS[field] ?? `custom->${params.add(field)}`);
        const limit = Math.min(numberParam(payload.limit, 30), 100);
        const offset = numberParam(payload.offset, 0);
        const rows = await ctx.db.rows<UserRow>(
          `SELECT * FROM users WHERE ${where} ORDER BY ${[...order, "created_at DESC", "id"].join(", ")} LIMIT ${limit} OFFSET ${offset}`,
          params.values,
        );
        return { users: rows.map((row) => userResponse(row, ctx.hub.isOnline(row.id))) };
      },
    },
    { method: "GET", path: "/users/block", handler: async () => ({ blocks: [] }) },
  ];
}
