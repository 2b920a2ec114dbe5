import { expect, test, type Page, type Response } from "@playwright/test";

import en from "@/messages/en.json" with { type: "json" };

import { fill } from "./support/page-texts";
import { demo, logIn, queryDatabase } from "./support/session";
import { signUp } from "./support/two-sides";

/**
 * Every page runs under a Content-Security-Policy with a nonce of its own (proxy.ts; the response
 * cache gives each hit a new one): nothing the pages do may be refused by it. A refusal shows as
 * a `securitypolicyviolation` event and a console error; either fails the test. That the page's
 * own scripts ran (the nonce reached them) shows in `window.next`, which Next's client sets.
 */

type Violations = { events: string[]; console: string[] };

async function watchPolicy(page: Page): Promise<Violations> {
  const violations: Violations = { events: [], console: [] };
  await page.exposeFunction("reportPolicyViolation", (text: string) => violations.events.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on("console", (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.console.push(message.text());
  });
  return violations;
}

/** The page's scripts ran: Next's client has started (it sets window.next) and its inline payload scripts ran. */
async function expectScriptsRan(page: Page) {
  await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { next?: { version?: string } }).next?.version) && Array.isArray((window as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true);
}

/** Lets late requests (WebSockets, lazy chunks, images) happen before the violations are read. */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
}

function nonceOf(response: Response | null): string | null {
  return /'nonce-([A-Za-z0-9_-]+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1] ?? null;
}

test("public pages, fresh and from the response cache, run their scripts under the policy with no violation", async ({ page, request }) => {
  const violations = await watchPolicy(page);
  const [job] = await queryDatabase<{ id: string }>("SELECT id FROM jobs WHERE status = 'OPEN' AND is_public ORDER BY published_at DESC LIMIT 1");
  const [company] = await queryDatabase<{ slug: string }>("SELECT slug FROM companies WHERE banned_at IS NULL AND disabled_at IS NULL ORDER BY created_at LIMIT 1");
  const probe = `probe${Date.now()}`;
  const paths = ["/en", `/en/us/jobs?search=${probe}`, `/es/us/job/${job!.id}`, "/en/us/candidates", `/en/us/companies/${company!.slug}`, "/en/us/terms-conditions"];

  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(400);
    expectPolicyHeaders(response);
    await expectScriptsRan(page);
  }
  // The search is unique to this run: its first visit filled the cache, this one is a hit.
  const cached = `/en/us/jobs?search=${probe}`;
  const first = await page.goto(cached);
  const hit = await page.goto(cached);
  expect(hit?.headers()["x-cache"]).toBe("HIT");
  expect(nonceOf(hit)).not.toBe(nonceOf(first));
  await expectScriptsRan(page);
  // The job search works in the page that came from the cache (its client code is running).
  await page.getByRole("searchbox").first().fill("engineer");
  await page.getByRole("searchbox").first().press("Enter");
  await expect(page).toHaveURL(/search=engineer/);
  await settle(page);

  // Two hits of the same entry: each has its own nonce, the one on all of its scripts.
  const hits = [await request.get(cached), await request.get(cached)];
  const seen = await Promise.all(
    hits.map(async (answer) => {
      expect(answer.headers()["x-cache"]).toBe("HIT");
      const header = /'nonce-([A-Za-z0-9_-]+)'/.exec(answer.headers()["content-security-policy"] ?? "")?.[1];
      const onScripts = new Set([...(await answer.text()).matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((match) => match[1]));
      expect(onScripts).toEqual(new Set([header]));
      return header;
    }),
  );
  expect(seen[0]).not.toBe(seen[1]);
  expect(violations).toEqual({ events: [], console: [] });
});

test("dashboard, chat and the payments checkout run under the policy with no violation", async ({ page }) => {
  const violations = await watchPolicy(page);
  await signUp(page.request, "employer", "Cora", "en");
  const companyName = `Policy Works ${Date.now()}`;
  const company = await page.request.post("/api/companies", { data: { name: companyName } });
  expect(company.status()).toBe(201);
  const companyId = ((await company.json()) as { data: { _id: string } }).data._id;

  for (const path of ["/en/home", "/en/home/employers-jobs-listing", "/en/home/employers-candidates-listing", "/en/home/notifications", "/en/home/account-settings"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expectPolicyHeaders(response);
    await expectScriptsRan(page);
  }

  // Chat: the Stream client opens its WebSocket to the chat server (connect-src allows it).
  const chatSocket = process.env.E2E_STREAM_BASE_URL ? page.waitForEvent("websocket", { predicate: (socket) => socket.url().startsWith(process.env.E2E_STREAM_BASE_URL!.replace(/^http/, "ws")) }) : null;
  await page.goto("/en/home/chat");
  await expectScriptsRan(page);
  if (chatSocket) await chatSocket;
  await settle(page);

  // The premium page and its checkout dialog (the emulator's test cards; Stripe.js in hosted mode).
  const t = en.Payments;
  await page.goto(`/en/home/premium/${companyId}/${encodeURIComponent(companyName)}`);
  await expectScriptsRan(page);
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3, name: t.plans.PRO, exact: true }) })
    .getByRole("button", { name: fill(t.choose.subscribeLabel, { plan: t.plans.PRO }) })
    .click();
  await expect(page.getByRole("dialog", { name: fill(t.checkout.title, { plan: t.plans.PRO }) })).toBeVisible();
  await settle(page);

  expect(violations).toEqual({ events: [], console: [] });
});

test("APIs carry the static headers and a policy that allows nothing; a change from another site's page is refused", async ({ page }) => {
  const api = await page.request.get("/api/countries");
  expect(api.headers()).toMatchObject({
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
  });
  // Served over plain http here: no HSTS.
  expect(api.headers()["strict-transport-security"]).toBeUndefined();

  await logIn(page.request, demo.candidate);
  // The session cookie scripts cannot read, not sent along from other sites' requests; Secure is for https.
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "next-auth.session-token");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: false });
  const foreign = await page.request.post("/api/auth/switch-side", { data: { side: "candidate" }, headers: { origin: "https://evil.example" } });
  expect(foreign.status()).toBe(403);
  expect((await foreign.json()).error.code).toBe("cross_origin");
  const own = await page.request.post("/api/auth/switch-side", { data: { side: "candidate" } });
  expect(own.status()).toBe(200);
});

function expectPolicyHeaders(response: Response | null) {
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{22}' 'strict-dynamic'/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
}
