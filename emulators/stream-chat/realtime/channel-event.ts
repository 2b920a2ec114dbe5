import { iso, nextTimestamp } from "../clock.ts";
import type { ChannelRow } from "../channels/channel-store.ts";
import type { StreamEvent } from "./connection-hub.ts";

/** The SDK routes events to channels by `cid`; without it channel listeners never see them. */
export function channelEvent(channel: Pick<ChannelRow, "cid" | "id" | "type">, type: string, fields: Record<string, unknown> = {}): StreamEvent {
  return { type, cid: channel.cid, channel_id: channel.id, channel_type: channel.type, created_at: iso(nextTimestamp()), ...fields };
}
