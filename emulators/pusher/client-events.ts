import { channelKindOf } from "./channel-names.ts";
import type { PusherConnection } from "./connection.ts";
import type { EventLog } from "./event-log.ts";
import { appEventFrame, CLIENT_EVENT_REJECTED, errorFrame, type ClientFrame } from "./protocol.ts";
import { fanOut } from "./publish.ts";

const MAX_EVENT_NAME_LENGTH = 200;
const MAX_DATA_BYTES = 10 * 1024;

/**
 * A `client-*` event goes to the channel's other subscribers, never back to the sender, and only
 * on private and presence channels the sender has joined (the app vouched for them there).
 * A refusal is a pusher:error; the connection stays open.
 */
export function relayClientEvent(connection: PusherConnection, frame: ClientFrame, eventLog: EventLog): void {
  const refusal = refusalOf(connection, frame);
  if (refusal) {
    connection.send(errorFrame(CLIENT_EVENT_REJECTED, `Client event rejected - ${refusal}`));
    return;
  }
  const channel = frame.channel as string;
  const { app, channels } = connection.appState;
  const sender = channels.subscriptionsOf(channel).find(({ subscriber }) => subscriber.socketId === connection.socketId);
  fanOut(channels, channel, appEventFrame(frame.event, channel, frame.data, sender?.member?.user_id), connection.socketId);
  const data = typeof frame.data === "string" ? frame.data : JSON.stringify(frame.data ?? null);
  eventLog.recordEvent({ appId: app.id, channel, event: frame.event, data, source: "client", excludedSocketId: connection.socketId });
}

function refusalOf(connection: PusherConnection, { event, channel, data }: ClientFrame): string | undefined {
  if (event.length > MAX_EVENT_NAME_LENGTH) return `event name longer than ${MAX_EVENT_NAME_LENGTH} characters`;
  if (channel === undefined) return "no channel given";
  const kind = channelKindOf(channel);
  if (kind !== "private" && kind !== "presence") return "only private and presence channels accept client events";
  if (!connection.channels.has(channel)) return `not subscribed to ${channel}`;
  const size = Buffer.byteLength(typeof data === "string" ? data : JSON.stringify(data ?? null));
  if (size > MAX_DATA_BYTES) return "data larger than 10 KB";
  if (!connection.mayTriggerClientEvent()) return "more than 10 client events per second";
  return undefined;
}
