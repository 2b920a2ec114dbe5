import type { Database } from "../store/database.ts";
import { log, type LogLevel } from "../log.ts";
import { signatureHeader } from "./signature.ts";

type Delivery = { id: string; event_id: string; url: string; secret: string; attempts: number };

// Stripe retries for days; locally the same sequence is compressed into about ten minutes.
const RETRY_DELAYS_SECONDS = [1, 2, 4, 8, 15, 30, 60, 120, 300];
const DELIVERY_TIMEOUT_MS = 10_000;
// A claimed delivery is hidden from other emulators on the same database for this long: one
// delivery's timeout and a margin. Deliveries are claimed one at a time, so an emulator killed
// mid-delivery leaves one claimed delivery behind, tried again (by itself restarted, or by another
// emulator) within this time, not a batch hidden for a minute.
const CLAIM_SECONDS = DELIVERY_TIMEOUT_MS / 1000 + 5;

export type WebhookDispatcher = { poke(): void; close(): Promise<void> };

async function claimDueDeliveries(database: Database): Promise<Delivery[]> {
  const { rows } = await database.query<Delivery>(
    `UPDATE stripe_emulator.webhook_deliveries SET next_attempt_at = now() + make_interval(secs => $1)
     WHERE id IN (SELECT id FROM stripe_emulator.webhook_deliveries WHERE status = 'pending' AND next_attempt_at <= now()
                  ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id, event_id, url, secret, attempts`,
    [CLAIM_SECONDS],
  );
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

async function send(delivery: Delivery, payload: string): Promise<{ status: number | null; error: string | null }> {
  try {
    const response = await fetch(delivery.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Stripe-Signature": signatureHeader(payload, delivery.secret),
        // The app logs its handling under this id: one delivery attempt, found in both logs.
        "X-Request-Id": `${delivery.event_id}.${delivery.attempts + 1}`,
        "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      },
      body: payload,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { status: response.status, error: response.ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    return { status: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * How an attempt is logged. An endpoint that cannot be reached is retried at info: the app is
 * usually still starting (the demo seed bills before it listens). An endpoint that answered with
 * an error is a warning, and the last attempt that fails an error.
 */
export function attemptLog(result: { status: number | null; error: string | null }, retryInSeconds: number | undefined): { level: LogLevel; message: string } {
  if (result.error === null) return { level: "info", message: "webhook delivered" };
  if (retryInSeconds === undefined) return { level: "error", message: "webhook delivery failed, no retries left" };
  if (result.status === null) return { level: "info", message: "webhook endpoint unreachable, will retry" };
  return { level: "warn", message: "webhook delivery failed" };
}

async function deliver(database: Database, delivery: Delivery) {
  const { rows } = await database.query<{ data: unknown }>("SELECT data FROM stripe_emulator.objects WHERE id = $1", [delivery.event_id]);
  const payload = JSON.stringify(rows[0]?.data ?? null, null, 2);
  const result = await send(delivery, payload);
  const attempts = delivery.attempts + 1;
  const delay = RETRY_DELAYS_SECONDS[attempts - 1];
  const { level, message } = attemptLog(result, delay);
  log(level, message, {
    requestId: `${delivery.event_id}.${attempts}`,
    eventId: delivery.event_id,
    attempt: attempts,
    status: result.status,
    error: result.error ?? undefined,
    retryInSeconds: result.error === null ? undefined : delay,
  });
  if (result.error === null) {
    await database.query("UPDATE stripe_emulator.webhook_deliveries SET status = 'succeeded', attempts = $2, last_response_status = $3, last_error = NULL WHERE id = $1", [delivery.id, attempts, result.status]);
    await database.query(
      `UPDATE stripe_emulator.objects SET data = jsonb_set(data, '{pending_webhooks}', to_jsonb(greatest((data->>'pending_webhooks')::int - 1, 0))) WHERE id = $1`,
      [delivery.event_id],
    );
    return;
  }
  await database.query(
    `UPDATE stripe_emulator.webhook_deliveries SET attempts = $2, last_response_status = $3, last_error = $4,
       status = CASE WHEN $5::int IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = now() + make_interval(secs => coalesce($5::int, 0))
     WHERE id = $1`,
    [delivery.id, attempts, result.status, result.error, delay ?? null],
  );
}

/** Sends pending deliveries as soon as they are written (poke) and polls for retries that fall due. */
export function startWebhookDispatcher(database: Database, options: { pollMs?: number; log?: (line: string) => void } = {}): WebhookDispatcher {
  let running: Promise<void> | null = null;
  let runAgain = false;
  let closed = false;

  const runOnce = async () => {
    for (;;) {
      const batch = await claimDueDeliveries(database);
      if (batch.length === 0) return;
      for (const delivery of batch) {
        if (closed) return;
        await deliver(database, delivery);
      }
    }
  };

  const poke = () => {
    if (closed) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => options.log?.(`webhook dispatcher: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = null;
        if (runAgain) {
          runAgain = false;
          poke();
        }
      });
  };

  const timer = setInterval(poke, options.pollMs ?? 500);
  timer.unref();
  poke();

  return {
    poke,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
