import type { APIRequestContext, Page } from "@playwright/test";
import pg from "pg";

export const demoPassword = "demo1234";
export const demo = {
  employer: "employer@demo.remotejobs.dev",
  candidate: "candidate@demo.remotejobs.dev",
  administrator: "admin@demo.remotejobs.dev",
} as const;

/**
 * Logs in through next-auth's credentials endpoint, as the login form will: the session cookie
 * lands in the browser context the request belongs to. The forms have their own tests.
 */
export async function logIn(request: APIRequestContext, email: string, password = demoPassword) {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, json: "true" },
    maxRedirects: 0,
  });
  if (response.status() >= 400) throw new Error(`login as ${email} failed with ${response.status()}`);
  const session = (await (await request.get("/api/auth/session")).json()) as { user?: { email?: string } };
  if (session.user?.email !== email) throw new Error(`no session for ${email} after login`);
}

/**
 * Signs the browser out by forgetting its cookies, after leaving the app (an open dashboard page
 * whose session ends goes to the login page by itself, racing the next goto). A response already
 * on its way (a session check, a refresh) can still set the cookie after the clearing: the jar
 * must stay empty for a quiet moment.
 */
export async function signOutOf(page: Page) {
  await page.goto("about:blank");
  const context = page.context();
  for (let attempt = 0; attempt < 10; attempt++) {
    await context.clearCookies();
    await page.waitForTimeout(200);
    if ((await context.cookies()).length === 0) return;
  }
  throw new Error("the browser kept receiving cookies after it left the app");
}

/** Reads the seeded end-to-end database, for ids the pages need (scripts/test.ts passes its URL). */
export async function queryDatabase<Row extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
