import type { AppState } from "./apps.ts";
import { isValidChannelName } from "./channel-names.ts";
import { SOCKET_ID_FORMAT } from "./connection.ts";
import type { EventLog } from "./event-log.ts";
import { ApiError } from "./http-io.ts";
import { appEventFrame } from "./protocol.ts";
import { channelAttributes, fanOut, requestedAttributes } from "./publish.ts";

const MAX_EVENT_NAME_LENGTH = 200;
const MAX_DATA_BYTES = 10 * 1024;
const MAX_CHANNELS_PER_EVENT = 100;
const MAX_BATCH_SIZE = 10;

type EventToPublish = { name: string; data: string; channels: string[]; socketId?: string; info?: string };

/** POST /apps/{id}/events: the `pusher` package sends `channels`; older clients a single `channel`. */
export function triggerEvent(state: AppState, body: Record<string, unknown>, eventLog: EventLog): object {
  const channels = body.channels ?? (body.channel === undefined ? undefined : [body.channel]);
  const event = parseEvent(body, channels);
  publish(state, event, eventLog);
  if (event.info === undefined) return {};
  const attributes = requestedAttributes(event.info);
  return { channels: Object.fromEntries(event.channels.map((channel) => [channel, channelAttributes(state.channels, channel, attributes)])) };
}

/** POST /apps/{id}/batch_events: one channel per item; nothing is published unless every item is valid. */
export function triggerBatch(state: AppState, body: Record<string, unknown>, eventLog: EventLog): object {
  const { batch } = body;
  if (!Array.isArray(batch)) throw new ApiError(400, "batch must be an array of events");
  if (batch.length > MAX_BATCH_SIZE) throw new ApiError(400, `A batch holds at most ${MAX_BATCH_SIZE} events`);
  const events = batch.map((item: unknown) => {
    if (typeof item !== "object" || item === null) throw new ApiError(400, "Each batch item must be an object");
    const fields = item as Record<string, unknown>;
    return parseEvent(fields, [fields.channel]);
  });
  for (const event of events) publish(state, event, eventLog);
  if (events.every((event) => event.info === undefined)) return {};
  return {
    batch: events.map((event) => {
      const channel = event.channels[0] as string;
      return event.info === undefined ? {} : channelAttributes(state.channels, channel, requestedAttributes(event.info));
    }),
  };
}

function publish(state: AppState, event: EventToPublish, eventLog: EventLog): void {
  for (const channel of event.channels) {
    fanOut(state.channels, channel, appEventFrame(event.name, channel, event.data), event.socketId);
    eventLog.recordEvent({ appId: state.app.id, channel, event: event.name, data: event.data, source: "api", excludedSocketId: event.socketId });
  }
}

function parseEvent(fields: Record<string, unknown>, channels: unknown): EventToPublish {
  const { name, data, socket_id: socketId, info } = fields;
  if (typeof name !== "string" || name === "") throw new ApiError(400, "name must be a non-empty string");
  if (name.length > MAX_EVENT_NAME_LENGTH) throw new ApiError(400, `name is longer than ${MAX_EVENT_NAME_LENGTH} characters`);
  // The payload is relayed byte for byte, so it must already be a string (the SDKs stringify objects).
  if (typeof data !== "string") throw new ApiError(400, "data must be a string");
  if (Buffer.byteLength(data) > MAX_DATA_BYTES) throw new ApiError(413, `data is larger than ${MAX_DATA_BYTES} bytes`);
  if (!Array.isArray(channels) || channels.length === 0) throw new ApiError(400, "channels must be a non-empty array");
  if (channels.length > MAX_CHANNELS_PER_EVENT) throw new ApiError(400, `An event goes to at most ${MAX_CHANNELS_PER_EVENT} channels`);
  for (const channel of channels) if (!isValidChannelName(channel)) throw new ApiError(400, `Invalid channel name: ${String(channel)}`);
  if (socketId !== undefined && (typeof socketId !== "string" || !SOCKET_ID_FORMAT.test(socketId))) throw new ApiError(400, `Invalid socket_id: ${String(socketId)}`);
  if (info !== undefined && typeof info !== "string") throw new ApiError(400, "info must be a comma-separated string");
  return { name, data, channels: channels as string[], socketId, info };
}
