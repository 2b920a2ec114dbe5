import { optionalInteger, optionalString } from "../http/params.ts";
import type { Route } from "../http/route.ts";
import { invalidParam } from "../http/stripe-error.ts";
import { getObjectOrThrow } from "../store/objects.ts";

type DeliveryRow = { id: string; event_id: string; endpoint_id: string | null; url: string; status: string; attempts: number; last_response_status: number | null; last_error: string | null };

const MAX_RESENDS = 50;

/**
 * Endpoints Stripe does not have, for testing a webhook receiver: what was delivered where, and
 * sending an event again (several times, or several events in the order given) as Stripe may.
 */
export const emulatorWebhookRoutes: Route[] = [
  {
    method: "GET",
    path: "/_emulator/webhook_deliveries",
    params: ["event", "status"],
    async handle({ params, ctx }) {
      const event = optionalString(params, "event") ?? null;
      const status = optionalString(params, "status") ?? null;
      const { rows } = await ctx.db.query<DeliveryRow>(
        `SELECT id::text, event_id, endpoint_id, url, status, attempts, last_response_status, last_error FROM stripe_emulator.webhook_deliveries
         WHERE ($1::text IS NULL OR event_id = $1) AND ($2::text IS NULL OR status = $2) ORDER BY id DESC LIMIT 100`,
        [event, status],
      );
      return { object: "list", url: "/_emulator/webhook_deliveries", has_more: rows.length === 100, data: rows.map((row) => ({ object: "emulator.webhook_delivery", ...row })) };
    },
  },
  {
    method: "POST",
    path: "/_emulator/events/:id/resend",
    params: ["times"],
    async handle({ params, path, ctx }) {
      const event = await getObjectOrThrow(ctx.db, "event", path.id ?? "");
      const times = optionalInteger(params, "times") ?? 1;
      if (times < 1 || times > MAX_RESENDS) throw invalidParam("times", `times must be between 1 and ${MAX_RESENDS}.`);
      // The same endpoints the event was first sent to, each `times` more, queued behind what is already pending.
      const { rowCount } = await ctx.db.query(
        `INSERT INTO stripe_emulator.webhook_deliveries (event_id, endpoint_id, url, secret)
         SELECT targets.event_id, targets.endpoint_id, targets.url, targets.secret
         FROM (SELECT DISTINCT ON (url, secret) event_id, endpoint_id, url, secret FROM stripe_emulator.webhook_deliveries WHERE event_id = $1 ORDER BY url, secret, id) AS targets
         CROSS JOIN generate_series(1, $2)`,
        [event.id, times],
      );
      await ctx.db.query(
        `UPDATE stripe_emulator.objects SET data = jsonb_set(data, '{pending_webhooks}', to_jsonb((data->>'pending_webhooks')::int + $2)) WHERE id = $1`,
        [event.id, rowCount ?? 0],
      );
      return { object: "emulator.resend", event: event.id, deliveries: rowCount ?? 0 };
    },
  },
];
