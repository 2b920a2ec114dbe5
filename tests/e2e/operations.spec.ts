import { expect, test } from "@playwright/test";

import { parsePrometheusText } from "../support/prometheus-text";

/** Operations on the production build (issue 18, item 8): health of every service, request ids, metrics across route bundles. */

test("GET /api/health reports the database and each local service up, with latencies", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const { data } = await response.json();
  expect(data).toMatchObject({ status: "ok", database: { up: true, latencyMs: expect.any(Number) } });
  for (const name of ["pusher", "streamChat", "stripe"]) {
    expect({ name, ...data.services[name] }).toEqual({ name, status: "up", latencyMs: expect.any(Number), mode: "self_hosted" });
  }
  expect(data.services.mail).toMatchObject({ status: "up", mode: "outbox" });
});

test("pages and APIs answer with the proxy's request id, or one of their own", async ({ request }) => {
  const given = `e2e-ops-${Date.now()}`;
  expect((await request.get("/api/health", { headers: { "x-request-id": given } })).headers()["x-request-id"]).toBe(given);
  const page = await request.get("/en/auth/login", { headers: { "x-request-id": `${given}-page` } });
  expect(page.headers()["x-request-id"]).toBe(`${given}-page`);
  expect((await request.get("/api/health", { headers: { "x-request-id": "not valid!" } })).headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("GET /api/metrics counts every route bundle's requests in one registry, for the holder of the token", async ({ request }) => {
  // A session-like cookie keeps the public response cache out of the way: the request reaches Next.
  await request.get("/api/posts?take=1", { headers: { cookie: "next-auth.session-token=metrics-probe" } });
  await request.get("/api/health");
  expect((await request.get("/api/metrics")).status()).toBe(401);
  const response = await request.get("/api/metrics", { headers: { authorization: `Bearer ${process.env.E2E_METRICS_TOKEN}` } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
  const families = parsePrometheusText(await response.text());
  const routes = new Set(families.get("http_requests_total")?.samples.map((sample) => sample.labels.route));
  expect(routes).toContain("/api/health");
  expect(routes).toContain("/api/posts");
  expect(families.get("http_request_duration_seconds")?.type).toBe("histogram");
  expect(families.get("db_pool_connections")?.samples.map((sample) => sample.labels.state).sort()).toEqual(["idle", "in_use"]);
});
