import { resourceMissing } from "../http/stripe-error.ts";
import type { DatabaseClient } from "./database.ts";

export type StripeObject = { id: string; object: string; created?: number; [field: string]: unknown };

export async function findObject<T extends StripeObject = StripeObject>(db: DatabaseClient, id: string): Promise<T | null> {
  const { rows } = await db.query<{ data: T }>("SELECT data FROM stripe_emulator.objects WHERE id = $1", [id]);
  return rows[0]?.data ?? null;
}

// Stripe's own wording in "No such …" messages.
const missingLabels: Record<string, string> = {
  payment_method: "PaymentMethod",
  setup_intent: "setupintent",
  promotion_code: "promotion code",
  invoiceitem: "invoiceitem",
  "test_helpers.test_clock": "test clock",
  webhook_endpoint: "webhook endpoint",
};

/** The object of that type, or Stripe's 404 `resource_missing` naming `param`. Deleted objects count as missing. */
export async function getObjectOrThrow<T extends StripeObject>(db: DatabaseClient, object: string, id: string, param = "id"): Promise<T> {
  const found = await findObject<T>(db, id);
  if (!found || found.object !== object || found.deleted === true) throw resourceMissing(missingLabels[object] ?? object, id, param);
  return found;
}

export async function saveObject<T extends StripeObject>(db: DatabaseClient, data: T): Promise<T> {
  await db.query(
    `INSERT INTO stripe_emulator.objects (id, object, created, data) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET data = EXCLUDED.data`,
    [data.id, data.object, data.created ?? 0, JSON.stringify(data)],
  );
  return data;
}

/** Stripe keeps a deleted object as a stub: `{ id, object, deleted: true }`. */
export async function deleteObject(db: DatabaseClient, object: StripeObject) {
  const stub = { id: object.id, object: object.object, deleted: true };
  await saveObject(db, stub);
  return stub;
}

export async function nextCounter(db: DatabaseClient, name: string): Promise<number> {
  const { rows } = await db.query<{ value: string }>(
    `INSERT INTO stripe_emulator.counters (name, value) VALUES ($1, 1)
     ON CONFLICT (name) DO UPDATE SET value = counters.value + 1 RETURNING value`,
    [name],
  );
  return Number(rows[0]?.value ?? 1);
}
