import type { ChannelRegistry } from "./channel-registry.ts";
import { channelKindOf } from "./channel-names.ts";

/** Sends one frame to every subscriber of a channel but the excluded socket; returns how many got it. */
export function fanOut(channels: ChannelRegistry, channel: string, frame: string, exceptSocketId?: string): number {
  let delivered = 0;
  for (const { subscriber } of channels.subscriptionsOf(channel)) {
    if (subscriber.socketId === exceptSocketId) continue;
    subscriber.send(frame);
    delivered += 1;
  }
  return delivered;
}

export type ChannelAttribute = "user_count" | "subscription_count";

/** `info=user_count,subscription_count` as a set; unknown names are ignored, as the hosted API does. */
export function requestedAttributes(info: unknown): Set<ChannelAttribute> {
  const attributes = new Set<ChannelAttribute>();
  if (typeof info !== "string") return attributes;
  for (const name of info.split(",")) {
    const trimmed = name.trim();
    if (trimmed === "user_count" || trimmed === "subscription_count") attributes.add(trimmed);
  }
  return attributes;
}

/** user_count exists only for presence channels. */
export function channelAttributes(channels: ChannelRegistry, channel: string, attributes: Set<ChannelAttribute>): Record<string, number> {
  const values: Record<string, number> = {};
  if (attributes.has("subscription_count")) values.subscription_count = channels.subscriptionCount(channel);
  if (attributes.has("user_count") && channelKindOf(channel) === "presence") values.user_count = channels.members(channel).size;
  return values;
}
