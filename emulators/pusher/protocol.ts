/** Close codes pusher-js acts on: 4000-4099 refuse for good, 4200-4299 reconnect at once. */
export const CloseCode = {
  appNotFound: 4001,
  pathNotFound: 4005,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  reconnectNow: 4200,
  pongNotReceived: 4201,
} as const;

/** Sent with pusher:error but without closing: the connection stays usable. */
export const CLIENT_EVENT_REJECTED = 4301;

export const SUPPORTED_PROTOCOL = "7";

export type ClientFrame = { event: string; channel?: string; data: unknown };

/** pusher-js sends `data` as an object, other clients as a JSON string: both are accepted. */
export function parseClientFrame(text: string): ClientFrame | undefined {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof frame !== "object" || frame === null) return undefined;
  const { event, channel, data } = frame as Record<string, unknown>;
  if (typeof event !== "string") return undefined;
  return { event, channel: typeof channel === "string" ? channel : undefined, data };
}

export function dataObjectOf(data: unknown): Record<string, unknown> {
  if (typeof data === "string") {
    try {
      const parsed: unknown = JSON.parse(data);
      return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
}

/** Protocol events carry their data as a JSON-encoded string; app events carry the publisher's string untouched. */
export function protocolFrame(event: string, data: object, channel?: string): string {
  return JSON.stringify({ event, ...(channel === undefined ? {} : { channel }), data: JSON.stringify(data) });
}

export function appEventFrame(event: string, channel: string, data: unknown, userId?: string): string {
  return JSON.stringify({ event, channel, data, ...(userId === undefined ? {} : { user_id: userId }) });
}

/** pusher:error keeps its data as an object, as the protocol documents it. */
export function errorFrame(code: number | null, message: string): string {
  return JSON.stringify({ event: "pusher:error", data: { code, message } });
}

export function subscriptionErrorFrame(channel: string, status: number, error: string): string {
  return protocolFrame("pusher:subscription_error", { type: "AuthError", error, status }, channel);
}
