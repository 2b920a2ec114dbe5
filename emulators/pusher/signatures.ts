import { createHmac, timingSafeEqual } from "node:crypto";

import type { PusherApp } from "./apps.ts";

export function hmacSha256Hex(secret: string, text: string): string {
  return createHmac("sha256", secret).update(text, "utf8").digest("hex");
}

export function isSameSecretString(actual: string, expected: string): boolean {
  const a = Buffer.from(actual, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `auth` is `key:hex(HMAC(secret, signed))`; the key must be this app's. */
function isValidAuth(app: PusherApp, auth: unknown, signed: string): boolean {
  if (typeof auth !== "string") return false;
  const separator = auth.indexOf(":");
  if (separator < 0 || auth.slice(0, separator) !== app.key) return false;
  return isSameSecretString(auth.slice(separator + 1), hmacSha256Hex(app.secret, signed));
}

/**
 * Private channels sign `socket_id:channel`, presence channels `socket_id:channel:channel_data`
 * with channel_data exactly as received: serialising it again could change the bytes.
 */
export function channelSignedString(socketId: string, channel: string, channelData?: string): string {
  return channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
}

export function isValidChannelAuth(app: PusherApp, socketId: string, channel: string, auth: unknown, channelData?: string): boolean {
  return isValidAuth(app, auth, channelSignedString(socketId, channel, channelData));
}

export function isValidUserAuth(app: PusherApp, socketId: string, auth: unknown, userData: string): boolean {
  return isValidAuth(app, auth, `${socketId}::user::${userData}`);
}
