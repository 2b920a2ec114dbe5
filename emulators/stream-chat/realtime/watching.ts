import type { EmulatorContext } from "../context.ts";
import type { UserResponse } from "../users/user-response.ts";
import { loadUser } from "../users/user-store.ts";
import { channelEvent } from "./channel-event.ts";
import type { Connection } from "./connection-hub.ts";

type ChannelKey = { cid: string; id: string; type: string };

const keyOf = (cid: string): ChannelKey => {
  const [type = "", id = ""] = cid.split(":");
  return { cid, type, id };
};

/** `user` is the connection's user, when the caller has it already (a channel list watches many channels). */
export async function startWatching(ctx: EmulatorContext, connection: Connection, cid: string, user?: UserResponse) {
  if (!ctx.hub.watch(connection, cid)) return;
  const event = channelEvent(keyOf(cid), "user.watching.start", {
    user: user ?? (await loadUser(ctx, connection.userId)),
    watcher_count: ctx.hub.watchingUserIds(cid).length,
  });
  ctx.hub.sendToWatchers(cid, event, connection.id);
}

export async function stopWatching(ctx: EmulatorContext, connection: Connection, cid: string) {
  if (!ctx.hub.unwatch(connection, cid)) return;
  const event = channelEvent(keyOf(cid), "user.watching.stop", {
    user: await loadUser(ctx, connection.userId),
    watcher_count: ctx.hub.watchingUserIds(cid).length,
  });
  ctx.hub.sendToWatchers(cid, event);
}

/** A REST call asks to watch through its connection_id, which must be one of the caller's sockets. */
export function callerConnection(ctx: EmulatorContext, connectionId: string | undefined, userId: string | null) {
  const connection = ctx.hub.get(connectionId);
  return connection && connection.userId === userId ? connection : undefined;
}
