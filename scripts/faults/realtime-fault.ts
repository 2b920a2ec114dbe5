/**
 * The Pusher emulator SIGKILLed under real pusher-js clients and started again on the same port:
 * the clients reconnect and subscribe again by themselves, and every event the server SDK had
 * acknowledged once they were back reaches them. Pusher keeps no backlog for a client that was
 * away (its protocol), so events sent while a client was disconnected are not counted. Meanwhile
 * the app's own writes, which publish live notifications, keep answering without a 5xx.
 */
import { setTimeout as sleep } from "node:timers/promises";

import Pusher from "pusher";
import PusherClient from "pusher-js";

import { LOCAL_PUSHER_APP } from "../support/pusher-emulator.ts";
import { appWriters, describeAttempts } from "./postgres-fault.ts";
import type { FaultStack } from "./stack.ts";
import { now, startLoad } from "./write-load.ts";

/**
 * pusher-js retries a lost connection on its own schedule: it stays "connecting" for its 10 s
 * unavailable timeout, then tries again; a few seconds' outage is back within this.
 */
export const REALTIME_RECONNECT_BUDGET_MS = 20_000;

const CLIENTS = 3;
const CHANNEL = "fault-broadcast";

export async function runRealtimeFault(stack: FaultStack, log: (line: string) => void, timing = { warmMs: 2_000, downMs: 3_000, afterMs: 20_000 }) {
  const emulator = stack.emulators.pusher;
  const sdk = new Pusher({ appId: LOCAL_PUSHER_APP.id, key: LOCAL_PUSHER_APP.key, secret: LOCAL_PUSHER_APP.secret, host: "127.0.0.1", port: String(emulator.port), useTLS: false, timeout: 3_000 });
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const client = new PusherClient(LOCAL_PUSHER_APP.key, { cluster: "local", wsHost: "127.0.0.1", wsPort: emulator.port, forceTLS: false, enabledTransports: ["ws"] });
      const received = new Set<number>();
      const subscribedAt: number[] = [];
      const channel = client.subscribe(CHANNEL);
      channel.bind("fault", (data: { sequence: number }) => received.add(data.sequence));
      await new Promise<void>((resolve) =>
        channel.bind("pusher:subscription_succeeded", () => {
          subscribedAt.push(now());
          resolve();
        }),
      );
      return { client, received, subscribedAt };
    }),
  );

  const triggers: { sequence: number; startedAt: number; acknowledged: boolean }[] = [];
  let isStopped = false;
  const triggering = (async () => {
    for (let sequence = 0; !isStopped; sequence += 1) {
      const startedAt = now();
      const acknowledged = await sdk.trigger(CHANNEL, "fault", { sequence }).then(
        (response) => response.status === 200,
        () => false,
      );
      triggers.push({ sequence, startedAt, acknowledged });
      await sleep(50);
    }
  })();
  const app = await appWriters(stack, log);
  const load = startLoad(app.writers);

  await sleep(timing.warmMs);
  const downAt = now();
  await emulator.kill();
  log(`pusher emulator SIGKILLed after ${triggers.length} events`);
  await sleep(timing.downMs);
  await emulator.start();
  const upAt = now();
  log(`pusher emulator started again on ${emulator.url}`);
  await sleep(timing.afterMs);
  isStopped = true;
  const attempts = await load.stop();
  await triggering;
  await sleep(500);

  const failures: string[] = [];
  const reconnectMs: number[] = [];
  let expected = 0;
  let delivered = 0;
  for (const [index, { received, subscribedAt }] of clients.entries()) {
    const back = subscribedAt.find((at) => at >= upAt);
    if (back === undefined || back - upAt > REALTIME_RECONNECT_BUDGET_MS) {
      failures.push(`client ${index + 1} did not subscribe again within ${REALTIME_RECONNECT_BUDGET_MS / 1000} s of the server's return`);
      continue;
    }
    reconnectMs.push(back - upAt);
    const due = triggers.filter((trigger) => trigger.acknowledged && trigger.startedAt > back);
    expected += due.length;
    delivered += due.filter((trigger) => received.has(trigger.sequence)).length;
  }
  for (const { client } of clients) client.disconnect();
  if (expected === 0) failures.push("no event was acknowledged after the clients were back");
  if (delivered < expected) failures.push(`${expected - delivered} events acknowledged after the clients were back never reached them`);
  const serverErrors = attempts.filter((attempt) => attempt.status === null || attempt.status >= 500);
  if (serverErrors.length > 0) failures.push(`${serverErrors.length} app writes failed with a 5xx or no answer while live updates were down: ${describeAttempts(serverErrors)}`);
  const { checked, missing } = await app.verify(attempts);
  if (missing.length > 0) failures.push(`${missing.length} acknowledged app writes are not in the database`);
  return {
    failures,
    figures: {
      "events triggered": triggers.length,
      "refused while down": triggers.filter((trigger) => trigger.startedAt >= downAt && trigger.startedAt < upAt && !trigger.acknowledged).length,
      "clients subscribed again after": reconnectMs.map((ms) => `${Math.round(ms)} ms`).join(", ") || "never",
      "events acknowledged after they were back, delivered": `${delivered}/${expected}`,
      "app writes meanwhile (5xx)": `${attempts.length} (${serverErrors.length})`,
      "acknowledged app writes checked": checked,
    },
  };
}
