/**
 * The emulators' logs (issue 18, item 8): each answers with the request id it logs under, takes
 * a caller's well-formed x-request-id (or stream-chat's x-client-request-id) as that id, writes
 * JSON lines naming itself, and the Stripe emulator's webhook deliveries carry an id the app logs.
 */
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from "@jest/globals";
import Stripe from "stripe";

import { startPusherEmulator, type PusherEmulator } from "@/emulators/pusher/server";
import { startStreamChatEmulator, type StreamChatEmulator } from "@/emulators/stream-chat/server";
import { startStripeEmulator, type StripeEmulator } from "@/emulators/stripe/server";
import { eventually } from "@/tests/support/eventually";
import { logEntries } from "@/tests/support/log-entries";

const STRIPE_KEY = "sk_test_request_ids_0123456789";
const WEBHOOK_SECRET = "whsec_request_ids_0123456789";

let pusher: PusherEmulator;
let chat: StreamChatEmulator;
let stripe: StripeEmulator;
let receiver: Server;
const deliveries: IncomingHttpHeaders[] = [];
const savedLevel = process.env.LOG_LEVEL;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    deliveries.push(request.headers);
    request.resume();
    request.on("end", () => response.end("{}"));
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const databaseUrl = process.env.DATABASE_URL!;
  [pusher, chat, stripe] = await Promise.all([
    startPusherEmulator({ port: 0, apps: [{ id: "ids-app", key: "ids-key", secret: "ids-secret" }] }),
    startStreamChatEmulator({ port: 0, apiKey: "ids-chat", apiSecret: "ids-chat-secret", databaseUrl }),
    startStripeEmulator({ port: 0, secretKey: STRIPE_KEY, databaseUrl, webhooks: [{ url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/stripe/webhook`, secret: WEBHOOK_SECRET }] }),
  ]);
});

afterEach(() => {
  jest.restoreAllMocks();
  if (savedLevel === undefined) delete process.env.LOG_LEVEL;
  else process.env.LOG_LEVEL = savedLevel;
});

afterAll(async () => {
  await Promise.all([pusher.close(), chat.close(), stripe.close()]);
  receiver.close();
});

/** Every request logged (LOG_LEVEL=debug), as console.log saw it. */
function watchRequests() {
  process.env.LOG_LEVEL = "debug";
  return jest.spyOn(console, "log").mockImplementation(() => undefined);
}

describe("emulator request ids", () => {
  it("Pusher: answers with the caller's x-request-id and logs the request under it", async () => {
    const logged = watchRequests();
    const response = await fetch(`${pusher.url}/apps/unknown-app/channels?auth_key=secret-looking`, { headers: { "x-request-id": "req-pusher-000001" } });
    expect(response.status).toBe(404);
    expect(response.headers.get("x-request-id")).toBe("req-pusher-000001");
    // The request line is written when the response closes, just after the client has it.
    await eventually(() =>
      expect(logEntries(logged)).toContainEqual(
        expect.objectContaining({ level: "debug", service: "pusher-emulator", message: "request", requestId: "req-pusher-000001", method: "GET", path: "/apps/unknown-app/channels", status: 404 }),
      ),
    );
    // The query (keys, signatures) is never logged.
    expect(JSON.stringify(logEntries(logged))).not.toContain("secret-looking");
  });

  it("Pusher: makes up an id when the caller sends none or a malformed one", async () => {
    const response = await fetch(`${pusher.url}/health`, { headers: { "x-request-id": "bad id\twith spaces" } });
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const again = await fetch(`${pusher.url}/health`);
    expect(again.headers.get("x-request-id")).not.toBe(id);
  });

  it("Stream Chat: takes the x-client-request-id the SDK sends as the request id", async () => {
    const response = await fetch(`${chat.url}/health`, { headers: { "x-client-request-id": "client-req-00000042" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("client-req-00000042");
  });

  it("Stripe: answers Request-Id and x-request-id with the same req_ id, logs the caller's id beside it, and sends each webhook attempt with an id", async () => {
    const logged = watchRequests();
    const client = new Stripe(STRIPE_KEY, { host: "127.0.0.1", port: stripe.port, protocol: "http", telemetry: false });
    const customer = await client.customers.create({ email: "ids@example.test" });
    const response = await fetch(`${stripe.url}/v1/customers/${customer.id}`, { headers: { authorization: `Bearer ${STRIPE_KEY}`, "x-request-id": "app-req-00000007" } });
    expect(response.status).toBe(200);
    const requestId = response.headers.get("request-id");
    expect(requestId).toMatch(/^req_/);
    expect(response.headers.get("x-request-id")).toBe(requestId);
    await eventually(() =>
      expect(logEntries(logged)).toContainEqual(
        expect.objectContaining({ service: "stripe-emulator", message: "request", requestId, clientRequestId: "app-req-00000007", path: `/v1/customers/${customer.id}`, status: 200 }),
      ),
    );

    await eventually(() => expect(deliveries[0]?.["x-request-id"]).toMatch(/^evt_[A-Za-z0-9]+\.1$/));
  });
});
