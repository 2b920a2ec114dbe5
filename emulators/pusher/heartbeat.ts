import type { EmulatorContext } from "./context.ts";
import { CloseCode, protocolFrame } from "./protocol.ts";

/**
 * Pings connections that have been silent for the activity timeout and closes with 4201 those
 * that still say nothing within the pong timeout; pusher-js then reconnects at once.
 */
export function startHeartbeat(context: EmulatorContext): { stop(): void } {
  const activityMs = context.activityTimeoutSeconds * 1000;
  const pongMs = context.pongTimeoutSeconds * 1000;
  const sweepMs = Math.max(50, Math.min(5000, activityMs / 4, pongMs / 4));

  const timer = setInterval(() => {
    const now = Date.now();
    for (const state of context.apps.all()) {
      for (const connection of state.connections.values()) {
        if (connection.pingSentAt !== undefined) {
          if (now - connection.pingSentAt >= pongMs) connection.close(CloseCode.pongNotReceived, "Pong reply not received in time");
        } else if (now - connection.lastHeardAt >= activityMs) {
          connection.pingSentAt = now;
          connection.send(protocolFrame("pusher:ping", {}));
        }
      }
    }
  }, sweepMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
