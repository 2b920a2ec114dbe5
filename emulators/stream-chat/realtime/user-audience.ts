import type { EmulatorContext } from "../context.ts";
import type { StreamEvent } from "./connection-hub.ts";

/** Sends an event about a user to every socket watching a channel that user belongs to, once each. */
export async function sendToUserAudience(ctx: EmulatorContext, userId: string, event: StreamEvent) {
  const rows = await ctx.db.rows<{ cid: string }>("SELECT cid FROM members WHERE user_id = $1", [userId]);
  const cids = new Set(rows.map((row) => row.cid));
  for (const connection of ctx.hub.all()) {
    if ([...connection.watching].some((cid) => cids.has(cid))) ctx.hub.send(connection, event);
  }
}
