/** How a channel behaves is decided by its name alone (private-encrypted- is private to the server). */
export type ChannelKind = "public" | "private" | "presence" | "user";

const USER_CHANNEL_PREFIX = "#server-to-user-";
const CHANNEL_NAME = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;

export function channelKindOf(channel: string): ChannelKind {
  if (channel.startsWith(USER_CHANNEL_PREFIX)) return "user";
  if (channel.startsWith("presence-")) return "presence";
  if (channel.startsWith("private-")) return "private";
  return "public";
}

/** The `pusher` package's rule; `#server-to-user-{id}` is how it addresses a signed-in user. */
export function isValidChannelName(channel: unknown): channel is string {
  if (typeof channel !== "string") return false;
  if (channel.startsWith(USER_CHANNEL_PREFIX)) return channel.length > USER_CHANNEL_PREFIX.length && channel.length <= 200 + USER_CHANNEL_PREFIX.length;
  return CHANNEL_NAME.test(channel);
}

export function userChannelName(userId: string): string {
  return `${USER_CHANNEL_PREFIX}${userId}`;
}
