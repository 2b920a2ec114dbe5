import "server-only";

import { userChannel } from "@/lib/realtime/channels";
import { getPusher } from "@/lib/realtime/pusher-server";
import { logger } from "@/lib/observability/logger";
import { incrementCounter } from "@/lib/observability/metrics";

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
    incrementCounter("realtime_events_published_total", { event, outcome: "sent" });
    return true;
  } catch (error) {
    incrementCounter("realtime_events_published_total", { event, outcome: "failed" });
    logger.warn(`realtime: could not publish ${event}`, { event, userId, error: error instanceof Error ? error.message : String(error) });
    return false;
  }
}
