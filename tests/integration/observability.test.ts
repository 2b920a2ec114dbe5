/**
 * Operations (issue 18, item 8): GET /api/health against real services (the emulators) up, down
 * and hanging, GET /api/metrics as Prometheus reads it, and the request id in the log lines of a
 * failed request.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from "@jest/globals";

import { GET as health } from "@/app/api/health/route";
import { GET as metrics } from "@/app/api/metrics/route";
import { startPusherEmulator, type PusherEmulator } from "@/emulators/pusher/server";
import { startStreamChatEmulator, type StreamChatEmulator } from "@/emulators/stream-chat/server";
import { startStripeEmulator, type StripeEmulator } from "@/emulators/stripe/server";
import { db } from "@/lib/db";
import { assertMetricsAccess } from "@/lib/observability/metrics-access";
import { publishToUser } from "@/lib/realtime/publish-to-user";
import { callRoute } from "@/tests/support/api";
import { logEntries } from "@/tests/support/log-entries";
import { parsePrometheusText } from "@/tests/support/prometheus-text";

const PUSHER_APP = { id: "ops-app", key: "ops-key", secret: "ops-secret" };
const STREAM = { key: "ops-chat", secret: "ops-chat-secret" };
const STRIPE_KEY = "sk_test_observability_0123456789";
const variables = [
  "PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET", "PUSHER_HOST", "PUSHER_PORT", "PUSHER_USE_TLS", "PUSHER_CLUSTER",
  "STREAM_API_KEY", "STREAM_API_SECRET", "STREAM_BASE_URL", "STRIPE_SECRET_KEY", "STRIPE_API_URL",
  "SMTP_HOST", "TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM_NUMBER", "METRICS_TOKEN", "LOG_LEVEL",
] as const;
const saved = Object.fromEntries(variables.map((name) => [name, process.env[name]]));

let pusher: PusherEmulator;
let chat: StreamChatEmulator;
let stripe: StripeEmulator;
/** Accepts connections and never answers: a service that hangs. */
let hanging: Server;

function useAllServices() {
  Object.assign(process.env, {
    PUSHER_APP_ID: PUSHER_APP.id, PUSHER_KEY: PUSHER_APP.key, PUSHER_SECRET: PUSHER_APP.secret, PUSHER_HOST: "127.0.0.1", PUSHER_PORT: String(pusher.port), PUSHER_USE_TLS: "false",
    STREAM_API_KEY: STREAM.key, STREAM_API_SECRET: STREAM.secret, STREAM_BASE_URL: chat.url,
    STRIPE_SECRET_KEY: STRIPE_KEY, STRIPE_API_URL: stripe.url,
  });
}

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL!;
  [pusher, chat, stripe] = await Promise.all([
    startPusherEmulator({ port: 0, apps: [PUSHER_APP] }),
    startStreamChatEmulator({ port: 0, apiKey: STREAM.key, apiSecret: STREAM.secret, databaseUrl, allowDevTokens: false }),
    startStripeEmulator({ port: 0, secretKey: STRIPE_KEY, databaseUrl }),
  ]);
  hanging = createServer(() => undefined);
  await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
});

afterEach(() => {
  jest.restoreAllMocks();
  for (const name of variables) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

afterAll(async () => {
  hanging.closeAllConnections();
  hanging.close();
  await Promise.all([pusher.close(), chat.close(), stripe.close()]);
});

const getHealth = (headers: Record<string, string> = {}) => callRoute(health, { method: "GET", path: "/api/health", headers });

describe("GET /api/health", () => {
  it("answers 200 ok with the database and each service up, with their latencies", async () => {
    useAllServices();
    const answer = await getHealth();
    expect(answer.status).toBe(200);
    const report = answer.body.data;
    expect(report).toMatchObject({ status: "ok", version: expect.any(String), database: { up: true, latencyMs: expect.any(Number) } });
    for (const name of ["pusher", "streamChat", "stripe"]) {
      expect({ name, ...report.services[name] }).toEqual({ name, status: "up", latencyMs: expect.any(Number), mode: "self_hosted" });
    }
    // Without SMTP or Twilio, mail and texts go to the outbox tables: as healthy as the database.
    expect(report.services.mail).toMatchObject({ status: "up", mode: "outbox" });
    expect(report.services.sms).toMatchObject({ status: "up", mode: "outbox" });
  });

  it("reports services that are not configured without calling the app degraded", async () => {
    for (const name of variables) delete process.env[name];
    const answer = await getHealth();
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe("ok");
    expect(answer.body.data.services).toMatchObject({
      pusher: { status: "not_configured", mode: null },
      streamChat: { status: "not_configured" },
      stripe: { status: "not_configured" },
    });
  });

  it("stays 200 but degraded when a service is down or hangs, and gives up on it within its time limit", async () => {
    useAllServices();
    const closedPort = await portNobodyListensOn();
    process.env.PUSHER_PORT = String(closedPort);
    process.env.STREAM_BASE_URL = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    process.env.SMTP_HOST = "127.0.0.1";
    process.env.SMTP_PORT = String(closedPort);
    const started = Date.now();
    const answer = await getHealth();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(answer.status).toBe(200);
    const report = answer.body.data;
    expect(report.status).toBe("degraded");
    expect(report.services.pusher).toEqual({ status: "down", latencyMs: null, mode: "self_hosted", reason: "unreachable" });
    expect(report.services.streamChat).toEqual({ status: "down", latencyMs: null, mode: "self_hosted", reason: "timeout" });
    expect(report.services.mail).toMatchObject({ status: "down", mode: "hosted" });
    expect(report.services.stripe.status).toBe("up");
    // What a visitor may read: no address of ours, no key.
    expect(JSON.stringify(report)).not.toMatch(/127\.0\.0\.1|ops-secret|sk_test/);
  });

  it("answers 503 service_unavailable when the database is down, and logs the failure with the request id", async () => {
    process.env.LOG_LEVEL = "info";
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const infos = jest.spyOn(console, "log").mockImplementation(() => undefined);
    const answer = await withDatabaseDown(() => getHealth({ "x-request-id": "req-health-down-0001" }));

    expect(answer.status).toBe(503);
    expect(answer.headers.get("x-request-id")).toBe("req-health-down-0001");
    expect(answer.body.error).toMatchObject({ code: "service_unavailable", details: { status: "down", database: { up: false, latencyMs: null } } });
    expect(logEntries(errors)).toContainEqual(expect.objectContaining({ level: "error", requestId: "req-health-down-0001", code: "service_unavailable" }));
    expect(logEntries(infos)).toContainEqual(
      expect.objectContaining({ level: "info", message: "request", requestId: "req-health-down-0001", route: "/api/health", method: "GET", status: 503, durationMs: expect.any(Number) }),
    );
    // Back at once when the database is.
    expect((await getHealth()).status).toBe(200);
  });
});

describe("GET /api/metrics", () => {
  const scrape = (headers: Record<string, string> = {}) => callRoute(metrics, { method: "GET", path: "/api/metrics", headers });

  it("writes request durations by route, counts by status, the pool and the realtime fan-out in Prometheus' text format", async () => {
    useAllServices();
    await getHealth();
    await getHealth();
    const userId = "metrics-user-1";
    expect(await publishToUser(userId, "new_notifications", { newNotifications: [] })).toBe(true);
    await db.user.count();

    const text = await fetchMetricsText();
    const families = parsePrometheusText(text);

    const healthCount = families.get("http_requests_total")?.samples.find((sample) => sample.labels.route === "/api/health" && sample.labels.status === "200");
    expect(healthCount?.value).toBeGreaterThanOrEqual(2);
    const durations = families.get("http_request_duration_seconds");
    expect(durations?.type).toBe("histogram");
    expect(durations?.samples.find((sample) => sample.name === "http_request_duration_seconds_count" && sample.labels.route === "/api/health")?.value).toBeGreaterThanOrEqual(2);
    const published = families.get("realtime_events_published_total")?.samples.find((sample) => sample.labels.event === "new_notifications" && sample.labels.outcome === "sent");
    expect(published?.value).toBeGreaterThanOrEqual(1);
    const pool = Object.fromEntries(families.get("db_pool_connections")!.samples.map((sample) => [sample.labels.state, sample.value]));
    expect(pool.in_use! + pool.idle!).toBeGreaterThanOrEqual(1);
    expect(families.get("db_pool_waiting_requests")?.samples[0]?.value).toBe(0);
    expect(families.get("db_pool_max_connections")?.samples[0]?.value).toBeGreaterThan(0);
  });

  it("counts a failed trigger apart when the realtime service is down", async () => {
    useAllServices();
    process.env.PUSHER_PORT = String(await portNobodyListensOn());
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await publishToUser("metrics-user-2", "new_notifications", {})).toBe(false);
    const families = parsePrometheusText(await fetchMetricsText());
    expect(families.get("realtime_events_published_total")?.samples.find((sample) => sample.labels.outcome === "failed")?.value).toBeGreaterThanOrEqual(1);
  });

  it("asks for the bearer token when METRICS_TOKEN is set", async () => {
    process.env.METRICS_TOKEN = "scrape-secret-1";
    expect((await scrape()).status).toBe(401);
    expect((await scrape({ authorization: "Bearer wrong" })).body.error?.code).toBe("unauthorized");
    expect(parsePrometheusText(await fetchMetricsText({ authorization: "Bearer scrape-secret-1" })).has("process_uptime_seconds")).toBe(true);
  });

  it("is closed in production until a token is set", () => {
    const headers = new Headers();
    expect(() => assertMetricsAccess(headers, { NODE_ENV: "production" })).toThrow(expect.objectContaining({ code: "not_found" }));
    expect(() => assertMetricsAccess(new Headers({ authorization: "Bearer t0ken" }), { NODE_ENV: "production", METRICS_TOKEN: "t0ken" })).not.toThrow();
    expect(() => assertMetricsAccess(headers, { NODE_ENV: "development" })).not.toThrow();
  });
});

/** The metrics text as a scraper reads it (callRoute parses only JSON bodies). */
async function fetchMetricsText(headers: Record<string, string> = {}): Promise<string> {
  const { NextRequest } = await import("next/server");
  const response = await metrics(new NextRequest("http://localhost/api/metrics", { headers }), { params: Promise.resolve({}) });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
  return response.text();
}

/** Runs `work` with the app's Prisma client pointed at a port where no PostgreSQL listens, then restores it. */
async function withDatabaseDown<T>(work: () => Promise<T>): Promise<T> {
  const holder = globalThis as unknown as { db?: unknown };
  const original = holder.db;
  const url = process.env.DATABASE_URL;
  holder.db = undefined;
  process.env.DATABASE_URL = `postgresql://postgres:postgres@127.0.0.1:${await portNobodyListensOn()}/nowhere`;
  try {
    return await work();
  } finally {
    await db.$disconnect().catch(() => undefined);
    holder.db = original;
    process.env.DATABASE_URL = url;
  }
}

async function portNobodyListensOn(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
