import { createHash } from "node:crypto";

import type { Database, DatabaseClient } from "../store/database.ts";
import { StripeError } from "./stripe-error.ts";

export type IdempotentRequest = { apiKey: string; key: string; method: string; path: string; params: unknown; requestId: string };
export type IdempotencyClaim = { kind: "new" } | { kind: "replay"; status: number; body: unknown; originalRequest: string | null };

// A claim whose request never finished (the emulator died mid-request) may be taken over after this.
const STALE_CLAIM_SECONDS = 60;

function hashOf(request: IdempotentRequest) {
  return createHash("sha256").update(`${request.method} ${request.path} ${JSON.stringify(request.params)}`).digest("hex");
}

/**
 * Claims the key before the request runs. The SDK sends a key with every POST and retries 5xx and
 * 409 answers with the same key, so a replay must answer what the first attempt answered.
 */
export async function claimIdempotencyKey(database: Database, request: IdempotentRequest): Promise<IdempotencyClaim> {
  const hash = hashOf(request);
  await database.query("DELETE FROM stripe_emulator.idempotency_keys WHERE created_at < now() - interval '24 hours'");
  await database.query(
    "DELETE FROM stripe_emulator.idempotency_keys WHERE api_key = $1 AND key = $2 AND status_code IS NULL AND created_at < now() - make_interval(secs => $3)",
    [request.apiKey, request.key, STALE_CLAIM_SECONDS],
  );
  const inserted = await database.query(
    `INSERT INTO stripe_emulator.idempotency_keys (api_key, key, method, path, params_hash, request_id) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING RETURNING key`,
    [request.apiKey, request.key, request.method, request.path, hash, request.requestId],
  );
  if (inserted.rowCount === 1) return { kind: "new" };
  const { rows } = await database.query<{ params_hash: string; status_code: number | null; response: unknown; request_id: string | null }>(
    "SELECT params_hash, status_code, response, request_id FROM stripe_emulator.idempotency_keys WHERE api_key = $1 AND key = $2",
    [request.apiKey, request.key],
  );
  const existing = rows[0];
  if (!existing) return claimIdempotencyKey(database, request);
  if (existing.params_hash !== hash) {
    throw new StripeError(400, {
      type: "idempotency_error",
      message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${request.key}' if you meant to execute a different request.`,
    });
  }
  if (existing.status_code === null) {
    throw new StripeError(409, {
      type: "invalid_request_error",
      code: "idempotency_key_in_use",
      message: "There is currently another in-progress request using this Stripe API key and idempotency key. Please try again later.",
    });
  }
  return { kind: "replay", status: existing.status_code, body: existing.response, originalRequest: existing.request_id };
}

export async function recordIdempotentResponse(db: Database | DatabaseClient, request: IdempotentRequest, status: number, body: unknown) {
  await db.query("UPDATE stripe_emulator.idempotency_keys SET status_code = $3, response = $4 WHERE api_key = $1 AND key = $2", [request.apiKey, request.key, status, JSON.stringify(body)]);
}

/** A request that failed inside the emulator is not remembered, so the SDK's retry runs it again. */
export async function releaseIdempotencyKey(database: Database, request: IdempotentRequest) {
  await database.query("DELETE FROM stripe_emulator.idempotency_keys WHERE api_key = $1 AND key = $2 AND status_code IS NULL", [request.apiKey, request.key]);
}
