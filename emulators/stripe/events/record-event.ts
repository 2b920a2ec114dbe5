import type { EmitEvent, EmulatorContext } from "../context.ts";
import { newId } from "../ids.ts";
import { allObjects } from "../store/list-objects.ts";
import { saveObject, type StripeObject } from "../store/objects.ts";
import { API_VERSION } from "../version.ts";

export type WebhookTarget = { url: string; secret: string };

type EventSource = { context: Omit<EmulatorContext, "emit">; configuredEndpoints: WebhookTarget[] };

type StoredEndpoint = { id: string; object: "webhook_endpoint"; url: string; secret: string; enabled_events: string[]; status: string };

function listens(endpoint: StoredEndpoint, type: string) {
  return endpoint.status === "enabled" && (endpoint.enabled_events.includes("*") || endpoint.enabled_events.includes(type));
}

/**
 * Writes each event in the transaction of the change it describes, with one pending delivery per
 * webhook endpoint; the dispatcher sends them after the commit.
 */
export function eventRecorder(source: EventSource): EmitEvent {
  return async (type, object, previousAttributes) => {
    const { db, now, request } = source.context;
    const stored = (await allObjects<StoredEndpoint>(db, "webhook_endpoint")).filter((endpoint) => listens(endpoint, type));
    const targets = [...source.configuredEndpoints.map((target) => ({ ...target, endpointId: null })), ...stored.map((endpoint) => ({ url: endpoint.url, secret: endpoint.secret, endpointId: endpoint.id }))];
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: now,
      data: previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
      livemode: false,
      pending_webhooks: targets.length,
      request: request ?? { id: null, idempotency_key: null },
      type,
    };
    await saveObject(db, event);
    for (const target of targets) {
      await db.query("INSERT INTO stripe_emulator.webhook_deliveries (event_id, endpoint_id, url, secret) VALUES ($1, $2, $3, $4)", [event.id, target.endpointId, target.url, target.secret]);
    }
  };
}

/**
 * Replaces the object in the not yet delivered `type` event of `object` with its state now. Stripe
 * sends `customer.subscription.created` once the first payment was tried, showing the outcome
 * (active, or incomplete), rather than a created event followed by an update.
 */
export async function restateEvent(context: Pick<EmulatorContext, "db">, type: string, object: StripeObject) {
  await context.db.query(
    `UPDATE stripe_emulator.objects SET data = jsonb_set(data, '{data,object}', $3::jsonb)
     WHERE object = 'event' AND data->>'type' = $1 AND data #>> '{data,object,id}' = $2`,
    [type, object.id, JSON.stringify(object)],
  );
}
