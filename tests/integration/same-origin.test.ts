/**
 * Changes authenticated by the session cookie must come from the site's own pages
 * (lib/security/same-origin.ts): another site can make a logged-in browser send them, with the
 * cookie, but cannot choose their Origin.
 */
import { describe, expect, it } from "@jest/globals";
import { encode } from "next-auth/jwt";

import { POST as switchSide } from "@/app/api/auth/switch-side/route";
import { POST as stripeWebhook } from "@/app/api/stripe/webhook/route";
import { GET as listJobTemplates } from "@/app/api/job-templates/route";
import { POST as login } from "@/app/api/auth/login/route";
import { db } from "@/lib/db";
import { createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { callRoute, type ApiCall } from "@/tests/support/api";

let counter = 0;
const uniqueEmail = (name: string) => `${name}.${Date.now()}.${(counter += 1)}@same-origin.test`;

/** A candidate with a session cookie, and how to ask to switch them to the employer side. */
async function loggedInCandidate() {
  const user = await createUser(db, { email: uniqueEmail("cookie") });
  const cookie = await encode({ token: { sub: user.id, authTime: Date.now() }, secret: process.env.NEXTAUTH_SECRET! });
  const sessionCookie = `next-auth.session-token=${cookie}`;
  const switchToEmployer = (call: Omit<ApiCall, "body"> = {}) =>
    callRoute(switchSide, { ...call, headers: { cookie: sessionCookie, ...call.headers }, body: { side: "employer" } });
  const side = async () => (await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { loggedAs: true } })).loggedAs;
  return { user, sessionCookie, switchToEmployer, side };
}

describe("a change authenticated by the session cookie", () => {
  it("is refused with 403 cross_origin and changes nothing without an Origin or Referer", async () => {
    const { switchToEmployer, side } = await loggedInCandidate();
    const answer = await switchToEmployer({ origin: null });
    expect(answer.status).toBe(403);
    expect(answer.body.error).toMatchObject({ code: "cross_origin", details: { reason: "missing_origin" } });
    expect(await side()).toBe("CANDIDATE");
  });

  it("is refused from another site's page, and from an opaque origin", async () => {
    const { switchToEmployer, side } = await loggedInCandidate();
    for (const origin of ["https://evil.example", "http://localhost.evil.example", "http://localhost:4000", "null"]) {
      const answer = await switchToEmployer({ origin });
      expect({ origin, status: answer.status, code: answer.body.error?.code }).toEqual({ origin, status: 403, code: "cross_origin" });
    }
    const referred = await switchToEmployer({ origin: null, headers: { referer: "https://evil.example/en/home" } });
    expect(referred.body.error).toMatchObject({ code: "cross_origin", details: { reason: "foreign_origin" } });
    expect(await side()).toBe("CANDIDATE");
  });

  it("goes through from the site's own pages: its Origin, or its Referer where a browser leaves Origin out", async () => {
    const own = await loggedInCandidate();
    const answer = await own.switchToEmployer({ origin: "http://localhost" });
    expect(answer.status).toBe(200);
    expect(await own.side()).toBe("EMPLOYER");

    const referred = await loggedInCandidate();
    expect((await referred.switchToEmployer({ origin: null, headers: { referer: "http://localhost/en/home/account-settings" } })).status).toBe(200);
    expect(await referred.side()).toBe("EMPLOYER");
  });

  it("goes through from the public address (NEXTAUTH_URL) or the host a proxy forwarded, as the browser saw the site", async () => {
    const publicAddress = await loggedInCandidate();
    expect((await publicAddress.switchToEmployer({ origin: new URL(process.env.NEXTAUTH_URL!).origin })).status).toBe(200);

    const proxied = await loggedInCandidate();
    const answer = await proxied.switchToEmployer({ origin: "https://jobs.example.org", headers: { "x-forwarded-host": "jobs.example.org" } });
    expect(answer.status).toBe(200);
  });
});

describe("requests the Origin rule leaves alone", () => {
  it("reads (GET) with the cookie and no Origin", async () => {
    const { sessionCookie } = await loggedInCandidate();
    const answer = await callRoute(listJobTemplates, { method: "GET", headers: { cookie: sessionCookie } });
    expect(answer.body.error?.code).not.toBe("cross_origin");
  });

  it("changes authenticated by a Bearer token (API clients), even with a cookie beside it", async () => {
    const { user, sessionCookie, side } = await loggedInCandidate();
    const token = (await callRoute(login, { body: { email: user.email, password: FACTORY_PASSWORD }, origin: null })).body.data.accessToken as string;
    const answer = await callRoute(switchSide, { token, origin: "https://evil.example", headers: { cookie: sessionCookie }, body: { side: "employer" } });
    expect(answer.status).toBe(200);
    expect(await side()).toBe("EMPLOYER");
  });

  it("requests without a session (sign-up, log-in) and webhooks, which carry no cookie", async () => {
    const user = await createUser(db, { email: uniqueEmail("anonymous") });
    expect((await callRoute(login, { body: { email: user.email, password: FACTORY_PASSWORD }, origin: null })).status).toBe(200);
    // Refused for its signature, not for its origin.
    process.env.STRIPE_WEBHOOK_SECRET = "whsec_same_origin_test";
    const webhook = await callRoute(stripeWebhook, { origin: null, body: { type: "invoice.paid" }, headers: { "stripe-signature": "t=1,v1=bad" } });
    expect(webhook.status).toBe(400);
    expect(webhook.body.error?.code).not.toBe("cross_origin");
  });
});
