import "server-only";

import { z } from "zod";

import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";
import { userChannel } from "@/lib/realtime/channels";
import { getPusher } from "@/lib/realtime/pusher-server";

/** What pusher-js posts (form-encoded) when it subscribes to a private channel. */
export const channelAuthorizationSchema = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, { error: "Not a Pusher socket id" }),
  channel_name: z.string().min(1).max(200),
});

export type ChannelAuthorizationRequest = z.output<typeof channelAuthorizationSchema>;

/**
 * POST /api/pusher/auth: signs a subscription to the caller's own private channel, and to nothing
 * else (403 forbidden), so nobody can listen to another user's notifications. 503 when the app
 * has no realtime server configured.
 */
export function authorizeChannel(caller: Pick<CurrentUser, "id">, { socket_id, channel_name }: ChannelAuthorizationRequest): { auth: string } {
  if (channel_name !== userChannel(caller.id)) {
    throw new AppError("forbidden", { message: "You may only listen on your own channel.", details: { reason: "not_your_channel" } });
  }
  const pusher = getPusher();
  if (!pusher) throw new AppError("service_unavailable", { message: "Live updates are not configured.", details: { reason: "realtime_not_configured" } });
  return pusher.authorizeChannel(socket_id, channel_name);
}
