import type { IncomingMessage, ServerResponse } from "node:http";

import { readClock } from "../clock.ts";
import type { EmulatorContext } from "../context.ts";
import { eventRecorder, type WebhookTarget } from "../events/record-event.ts";
import { inTransaction, type Database } from "../store/database.ts";
import { authenticate, type ApiKeys } from "./auth.ts";
import { expandResponse } from "./expand.ts";
import { decodeFormParams, type Params } from "./form-params.ts";
import { claimIdempotencyKey, recordIdempotentResponse, releaseIdempotencyKey, type IdempotentRequest } from "./idempotency.ts";
import { log } from "../log.ts";
import { optionalStringArray } from "./params.ts";
import type { RouteMatch } from "./route.ts";
import { invalidRequest, StripeError } from "./stripe-error.ts";

export type ApiDependencies = {
  database: Database;
  keys: ApiKeys;
  findRoute(method: string, pathname: string): RouteMatch | null;
  baseUrl: string;
  webhookTargets: WebhookTarget[];
  /** Called after a transaction that may have written events commits. */
  onCommit(): void;
  log(line: string): void;
};

/** `idempotencyKey` is echoed as Stripe does; a replay names the request that first answered. */
type Answer = { status: number; body: unknown; idempotencyKey?: string; originalRequest?: string | null; replayed?: boolean };

function parseParams(method: string, url: URL, body: string, contentType: string | undefined): Params {
  if (method !== "POST") return decodeFormParams(url.search.slice(1));
  if (contentType?.includes("application/json")) {
    try {
      return body.trim() ? (JSON.parse(body) as Params) : {};
    } catch {
      throw invalidRequest("Invalid JSON body.");
    }
  }
  return decodeFormParams(body);
}

function rejectUnknownParams(params: Params, accepted: readonly string[]) {
  for (const key of Object.keys(params)) {
    if (key !== "expand" && !accepted.includes(key)) throw invalidRequest(`Received unknown parameter: ${key}`, { code: "parameter_unknown", param: key });
  }
}

async function runRoute(deps: ApiDependencies, match: RouteMatch, call: { params: Params; isPublishable: boolean; request: { id: string; idempotency_key: string | null } }, idempotent: IdempotentRequest | null): Promise<Answer> {
  return inTransaction(deps.database, { exclusive: match.route.method !== "GET" }, async (db) => {
    const ctx: EmulatorContext = { db, now: await readClock(db), baseUrl: deps.baseUrl, request: call.request, emit: async () => undefined };
    ctx.emit = eventRecorder({ context: ctx, configuredEndpoints: deps.webhookTargets });
    let result: unknown;
    try {
      result = await match.route.handle({ params: call.params, path: match.path, ctx, isPublishable: call.isPublishable });
    } catch (error) {
      if (!(error instanceof StripeError && error.keepsChanges)) throw error;
      if (idempotent) await recordIdempotentResponse(db, idempotent, error.status, error.toJSON());
      return { status: error.status, body: error.toJSON() };
    }
    const body = await expandResponse(db, result, optionalStringArray(call.params, "expand") ?? []);
    if (idempotent) await recordIdempotentResponse(db, idempotent, 200, body);
    return { status: 200, body };
  });
}

async function answer(req: IncomingMessage, url: URL, body: string, requestId: string, deps: ApiDependencies): Promise<Answer> {
  const method = req.method ?? "GET";
  const match = deps.findRoute(method, url.pathname);
  const { apiKey, isPublishable } = authenticate(req.headers.authorization, deps.keys, match?.route.acceptsPublishableKey ?? false);
  if (!match) throw invalidRequest(`Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`, { status: 404 });
  const params = parseParams(method, url, body, req.headers["content-type"]);
  rejectUnknownParams(params, match.route.params);
  const key = method === "POST" ? req.headers["idempotency-key"] : undefined;
  const idempotent = typeof key === "string" && key ? { apiKey, key, method, path: url.pathname, params, requestId } : null;
  if (idempotent) {
    const claim = await claimIdempotencyKey(deps.database, idempotent);
    if (claim.kind === "replay") return { status: claim.status, body: claim.body, idempotencyKey: idempotent.key, originalRequest: claim.originalRequest, replayed: true };
  }
  try {
    const answered = await runRoute(deps, match, { params, isPublishable, request: { id: requestId, idempotency_key: idempotent?.key ?? null } }, idempotent);
    deps.onCommit();
    return { ...answered, idempotencyKey: idempotent?.key };
  } catch (error) {
    if (idempotent && error instanceof StripeError) await recordIdempotentResponse(deps.database, idempotent, error.status, error.toJSON());
    else if (idempotent) await releaseIdempotencyKey(deps.database, idempotent);
    throw error;
  }
}

function send(res: ServerResponse, requestId: string, answered: Answer) {
  res.writeHead(answered.status, {
    "Content-Type": "application/json",
    "Request-Id": requestId,
    ...(answered.idempotencyKey ? { "Idempotency-Key": answered.idempotencyKey } : {}),
    ...(answered.replayed ? { "Idempotent-Replayed": "true", ...(answered.originalRequest ? { "Original-Request": answered.originalRequest } : {}) } : {}),
  });
  res.end(JSON.stringify(answered.body, null, 2));
}

/** One Stripe API call: authenticate, decode, replay or run in a transaction, expand, answer in Stripe's envelope. */
export async function handleApiRequest(req: IncomingMessage, res: ServerResponse, url: URL, body: string, requestId: string, deps: ApiDependencies) {
  try {
    send(res, requestId, await answer(req, url, body, requestId, deps));
  } catch (error) {
    if (error instanceof StripeError) {
      send(res, requestId, { status: error.status, body: error.toJSON() });
      return;
    }
    log("error", "request failed", { requestId, method: req.method, path: url.pathname, error });
    send(res, requestId, { status: 500, body: { error: { type: "api_error", message: "An unexpected error occurred in the Stripe emulator." } } });
  }
}
