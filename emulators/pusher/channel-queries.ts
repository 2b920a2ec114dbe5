import type { AppState } from "./apps.ts";
import { channelKindOf, isValidChannelName } from "./channel-names.ts";
import { ApiError } from "./http-io.ts";
import { channelAttributes, requestedAttributes } from "./publish.ts";

/** GET /apps/{id}/channels: occupied channels only; user_count only when filtering to presence channels. */
export function listChannels(state: AppState, query: URLSearchParams): object {
  const prefix = query.get("filter_by_prefix") ?? "";
  const attributes = requestedAttributes(query.get("info"));
  if (attributes.has("user_count") && !prefix.startsWith("presence-")) {
    throw new ApiError(400, "info=user_count requires filter_by_prefix=presence-");
  }
  const names = state.channels.occupiedChannels().filter((channel) => channelKindOf(channel) !== "user" && channel.startsWith(prefix));
  return { channels: Object.fromEntries(names.map((channel) => [channel, channelAttributes(state.channels, channel, attributes)])) };
}

/** GET /apps/{id}/channels/{channel} */
export function describeChannel(state: AppState, channel: string, query: URLSearchParams): object {
  if (!isValidChannelName(channel)) throw new ApiError(400, `Invalid channel name: ${channel}`);
  const attributes = requestedAttributes(query.get("info"));
  if (attributes.has("user_count") && channelKindOf(channel) !== "presence") {
    throw new ApiError(400, "info=user_count is only for presence channels");
  }
  const occupied = state.channels.subscriptionCount(channel) > 0;
  return occupied ? { occupied, ...channelAttributes(state.channels, channel, attributes) } : { occupied };
}

/** GET /apps/{id}/channels/{presence-channel}/users */
export function listChannelUsers(state: AppState, channel: string): object {
  if (channelKindOf(channel) !== "presence" || !isValidChannelName(channel)) throw new ApiError(400, "Only presence channels have users");
  return { users: [...state.channels.members(channel).keys()].map((id) => ({ id })) };
}
