import type { DatabaseClient } from "./store/database.ts";
import type { StripeObject } from "./store/objects.ts";

export type EmitEvent = (type: string, object: StripeObject, previousAttributes?: Record<string, unknown>) => Promise<void>;

/** What a handler or the billing engine works with: one transaction, the emulator's time, and the event log. */
export type EmulatorContext = {
  db: DatabaseClient;
  /** Unix seconds on the emulator clock. The billing engine moves it through due times as it catches up. */
  now: number;
  baseUrl: string;
  /** The API request behind the current work; null while the billing engine acts on its own (renewals). */
  request: { id: string; idempotency_key: string | null } | null;
  emit: EmitEvent;
};
