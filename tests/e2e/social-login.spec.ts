import { expect, test, type Page } from "@playwright/test";

import { oidcClient, oidcTestUser } from "../../scripts/support/oidc-provider";
import { queryDatabase, signOutOf } from "./support/session";

// Social login end to end, through the generic OpenID Connect provider "oidc": scripts/test.ts
// starts a real provider (node-oidc-provider, scripts/support/oidc-provider.ts) on loopback and
// switches the provider on in the app with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET.

const issuer = process.env.E2E_OIDC_ISSUER ?? "";
test.skip(!issuer, "needs the local OpenID Connect provider that scripts/test.ts starts (E2E_OIDC_ISSUER)");

type UserRow = { id: string; email_verified_at: Date | null; has_password: boolean; first_name: string | null; last_name: string | null; logged_as: string };

const usersWith = (email: string) =>
  queryDatabase<UserRow>(
    `SELECT id, email_verified_at, password_hash IS NOT NULL AS has_password, first_name, last_name, logged_as::text FROM users WHERE email = $1`,
    [email],
  );

async function session(page: Page) {
  return (await (await page.request.get("/api/auth/session")).json()) as { user?: { id: string; email: string; name: string | null; logged_as: string } };
}

/**
 * A visitor opens the dashboard, is sent to the login page, and continues with the provider's
 * button; then, on the provider's own pages, logs in and consents. Returns the provider's
 * authorization request, as the browser sent it, and the app page it ended on.
 */
async function signInWithProvider(page: Page, login: string) {
  await page.goto("/en/home");
  expect(new URL(page.url()).pathname).toBe("/en/auth/login");
  const authorizationRequest = page.waitForRequest((request) => request.url().startsWith(`${issuer}/auth?`));
  await page.getByRole("button", { name: oidcClient.name }).click();
  const authorization = new URL((await authorizationRequest).url());

  await page.waitForURL((url) => url.href.startsWith(`${issuer}/interaction/`));
  const interactionUrl = page.url();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.waitForURL((url) => url.href.startsWith(`${issuer}/interaction/`) && url.href !== interactionUrl);
  await page.getByRole("button", { name: "Continue" }).click();

  // Back in the app once next-auth's callback has answered (with the page, or with its error page).
  await page.waitForURL((url) => !url.href.startsWith(issuer) && !url.pathname.startsWith("/api/auth/callback"));
  const landedOn = new URL(page.url());
  // The path with its query: next-auth's error page says what went wrong (?error=...).
  return { authorization, landedOn: `${landedOn.pathname}${landedOn.search}` };
}

test("the OpenID Connect provider is offered under its OIDC_NAME", async ({ page }) => {
  const providers = (await (await page.request.get("/api/auth/providers")).json()) as Record<string, { id: string; name: string; type: string }>;
  expect(providers.oidc).toMatchObject({ id: "oidc", name: oidcClient.name, type: "oauth" });
  await page.goto("/en/auth/login");
  await expect(page.getByRole("button", { name: `Continue with ${oidcClient.name}` })).toBeVisible();
});

test("a new person signs in with the OpenID Connect provider, becomes a verified candidate, and comes back to the same account", async ({ page, baseURL }, testInfo) => {
  // Each project (desktop, mobile) and each run signs in as its own person: tests run in parallel.
  const login = `social-${testInfo.project.name}-${Date.now().toString(36)}`;
  const person = oidcTestUser(login);
  expect(await usersWith(person.email)).toHaveLength(0);

  const first = await signInWithProvider(page, login);
  expect(Object.fromEntries(first.authorization.searchParams)).toMatchObject({
    client_id: oidcClient.id,
    response_type: "code",
    redirect_uri: `${baseURL}/api/auth/callback/oidc`,
    scope: "openid email profile",
    code_challenge_method: "S256",
    code_challenge: expect.stringMatching(/^[\w-]{43}$/),
    state: expect.any(String),
  });
  // Back at /en/home, which sends a candidate to the candidate side's home.
  expect(first.landedOn).toBe("/en/home/candidates-jobs-listing");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find your next remote job");

  const { user } = await session(page);
  expect(user).toMatchObject({ email: person.email, name: "Ada Lovelace", logged_as: "candidate" });
  const rows = await usersWith(person.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ id: user!.id, has_password: false, first_name: "Ada", last_name: "Lovelace", logged_as: "CANDIDATE" });
  expect(rows[0]!.email_verified_at).toBeInstanceOf(Date);

  await page.goto("/en/home");
  expect(new URL(page.url()).pathname).toBe("/en/home/candidates-jobs-listing");

  // Later, from a browser that remembers neither the app nor the provider: the same account.
  await signOutOf(page);
  expect((await session(page)).user).toBeUndefined();
  const second = await signInWithProvider(page, login);
  expect(second.landedOn).toBe("/en/home/candidates-jobs-listing");
  expect((await session(page)).user).toMatchObject({ id: user!.id, email: person.email });
  expect(await usersWith(person.email)).toHaveLength(1);
});
