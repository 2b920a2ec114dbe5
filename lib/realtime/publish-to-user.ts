import "server-only";

import { userChannel } from "@/lib/realtime/channels";
import { getPusher } from "@/lib/realtime/pusher-server";

/**
 * Sends an event to one user's private channel. Call it only after the write it reports has
 * committed. Delivery is best effort: a failure is logged and never undoes or fails that write
 * (the record is in the list either way; the live event only spares a reload).
 */
export async function publishToUser(userId: string, event: string, data: unknown): Promise<boolean> {
  const pusher = getPusher();
  if (!pusher) return false;
  try {
    await pusher.trigger(userChannel(userId), event, data);
    return true;
  } catch (error) {
    console.error(`realtime: could not publish ${event} to user ${userId}`, error instanceof Error ? error.message : error);
    return false;
  }
}
