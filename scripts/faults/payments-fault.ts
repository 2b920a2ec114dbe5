/**
 * The Stripe emulator SIGKILLed while the real `stripe` SDK changes a subscription over and over,
 * each change a customer.subscription.updated webhook to the app, then started again on the same
 * port and database. Every change the emulator acknowledged has its event, every event reaches the
 * app (deliveries wait in PostgreSQL across the restart and are retried), and the app applies each
 * once: events delivered again (as Stripe does when it never saw the answer) change nothing.
 */
import { setTimeout as sleep } from "node:timers/promises";

import { createStripeClient } from "@/lib/payments/stripe-client";

import { withDatabaseClient } from "../support/database-client.ts";
import { LOCAL_STRIPE_KEYS } from "../support/stripe-emulator.ts";
import type { FaultStack } from "./stack.ts";
import { now } from "./write-load.ts";

/** A delivery claimed by the emulator that was killed is hidden for its claim (60 s) before another try. */
const DELIVERY_WAIT_MS = 90_000;
const REDELIVERED = 5;

type Delivery = { event_id: string; status: string; attempts: number; sequence: string | null };

export async function runPaymentsFault(stack: FaultStack, log: (line: string) => void, timing = { warmMs: 2_000, downMs: 3_000, afterMs: 5_000 }) {
  const emulator = stack.emulators.stripe;
  const stripe = createStripeClient({ secretKey: LOCAL_STRIPE_KEYS.secretKey, apiUrl: new URL(emulator.url) });
  const query = <T extends object>(text: string, values: unknown[] = []) => withDatabaseClient(stack.databaseUrl, async (client) => (await client.query<T>(text, values)).rows);
  const [subscription] = await query<{ company_id: string; stripe_subscription_id: string }>("SELECT company_id, stripe_subscription_id FROM subscriptions WHERE stripe_subscription_id IS NOT NULL LIMIT 1");
  if (!subscription) throw new Error("no company has a Stripe subscription (scripts/db/seed-demo-payments.ts seeds one)");
  const firstSeq = (await query<{ seq: string }>("SELECT coalesce(max(seq), 0)::text AS seq FROM stripe_emulator.objects"))[0]!.seq;
  const run = Date.now().toString(36);

  const updates: { sequence: number; acknowledged: boolean }[] = [];
  let isStopped = false;
  const updating = (async () => {
    for (let sequence = 0; !isStopped; sequence += 1) {
      const acknowledged = await stripe.subscriptions
        .update(subscription.stripe_subscription_id, { metadata: { fault_run: run, fault_sequence: String(sequence) } }, { maxNetworkRetries: 0, timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
      updates.push({ sequence, acknowledged });
      await sleep(100);
    }
  })();
  await sleep(timing.warmMs);
  await emulator.kill();
  log(`stripe emulator SIGKILLed after ${updates.length} subscription changes`);
  await sleep(timing.downMs);
  await emulator.start();
  const upAt = now();
  log(`stripe emulator started again on ${emulator.url}`);
  await sleep(timing.afterMs);
  isStopped = true;
  await updating;

  const deliveriesOfRun = () =>
    query<Delivery>(
      `SELECT d.event_id, d.status, d.attempts, o.data->'data'->'object'->'metadata'->>'fault_sequence' AS sequence
         FROM stripe_emulator.webhook_deliveries d JOIN stripe_emulator.objects o ON o.id = d.event_id
        WHERE o.seq > $1 AND o.data->>'type' = 'customer.subscription.updated' AND o.data->'data'->'object'->'metadata'->>'fault_run' = $2`,
      [firstSeq, run],
    );
  const waitForDeliveries = async () => {
    const deadline = now() + DELIVERY_WAIT_MS;
    for (;;) {
      const deliveries = await deliveriesOfRun();
      if (deliveries.every((delivery) => delivery.status === "succeeded") || now() > deadline) return deliveries;
      await sleep(500);
    }
  };
  const deliveries = await waitForDeliveries();
  const deliveredAfterMs = now() - upAt;
  const acknowledged = updates.filter((update) => update.acknowledged);
  const sequencesWithEvent = new Set(deliveries.map((delivery) => Number(delivery.sequence)));
  const withoutEvent = acknowledged.filter((update) => !sequencesWithEvent.has(update.sequence));
  const undelivered = deliveries.filter((delivery) => delivery.status !== "succeeded");
  const eventIds = deliveries.map((delivery) => delivery.event_id);
  const recorded = await query<{ id: string }>("SELECT id FROM stripe_events WHERE id = ANY($1)", [eventIds]);
  const notApplied = eventIds.filter((id) => !recorded.some((row) => row.id === id));

  // Delivered again, as Stripe redelivers an event whose answer it never saw: applied once only.
  const again = eventIds.slice(-REDELIVERED);
  const [before] = await query<{ updated_at: Date; events: string }>("SELECT updated_at, (SELECT count(*) FROM stripe_events)::text AS events FROM subscriptions WHERE company_id = $1", [subscription.company_id]);
  await query("UPDATE stripe_emulator.webhook_deliveries SET status = 'pending', next_attempt_at = now() WHERE event_id = ANY($1)", [again]);
  const redeliveryDeadline = now() + 30_000;
  while ((await query<{ n: string }>("SELECT count(*)::text AS n FROM stripe_emulator.webhook_deliveries WHERE event_id = ANY($1) AND status <> 'succeeded'", [again]))[0]!.n !== "0" && now() < redeliveryDeadline) await sleep(250);
  const [after] = await query<{ updated_at: Date; events: string }>("SELECT updated_at, (SELECT count(*) FROM stripe_events)::text AS events FROM subscriptions WHERE company_id = $1", [subscription.company_id]);
  const redeliveredCount = (await query<{ n: string }>("SELECT count(*)::text AS n FROM stripe_emulator.webhook_deliveries WHERE event_id = ANY($1) AND status = 'succeeded' AND attempts >= 2", [again]))[0]!.n;

  const failures: string[] = [];
  if (updates.some((update) => !update.acknowledged) === false) failures.push("no change was refused while the payments server was down: the fault did not happen");
  if (withoutEvent.length > 0) failures.push(`${withoutEvent.length} acknowledged subscription changes have no webhook event`);
  if (undelivered.length > 0) failures.push(`${undelivered.length} webhook events were not delivered within ${DELIVERY_WAIT_MS / 1000} s of the restart`);
  if (notApplied.length > 0) failures.push(`${notApplied.length} delivered events are not recorded by the app: ${notApplied.slice(0, 3).join(", ")}`);
  if (Number(redeliveredCount) !== again.length) failures.push(`only ${redeliveredCount} of ${again.length} events were delivered again`);
  if (!before || !after || before.events !== after.events || before.updated_at.getTime() !== after.updated_at.getTime()) failures.push("events delivered again were applied a second time (the subscription or the event log changed)");
  return {
    failures,
    figures: {
      "subscription changes sent": updates.length,
      "refused while down": updates.length - acknowledged.length,
      "webhook events of acknowledged changes": deliveries.length,
      "events that needed more than one delivery attempt": deliveries.filter((delivery) => delivery.attempts > 1).length,
      "all delivered after the restart within": `${Math.round(deliveredAfterMs)} ms`,
      "events recorded by the app": `${eventIds.length - notApplied.length}/${eventIds.length}`,
      "delivered again and ignored": `${redeliveredCount}/${again.length}`,
    },
  };
}
