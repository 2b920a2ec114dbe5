import type { EmitEvent, EmulatorContext } from "../context.ts";
import { newId } from "../ids.ts";
import { allObjects } from "../store/list-objects.ts";
import { saveObject } from "../store/objects.ts";
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
