/**
 * Real sessions for the bench: next-auth's credentials sign-in, as the login form does, with the
 * demo accounts (scripts/db/seed.ts), and a check that the cookie carries the session.
 */
import { DEMO_ADMIN_EMAIL, DEMO_CANDIDATE_EMAIL, DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from "@/prisma/seed/demo-data";

export const benchAccounts = { employer: DEMO_EMPLOYER_EMAIL, candidate: DEMO_CANDIDATE_EMAIL, administrator: DEMO_ADMIN_EMAIL } as const;

function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
}

/** Logs in and returns the Cookie header of the session. */
export async function logIn(baseUrl: string, email: string): Promise<string> {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signIn = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email, password: DEMO_PASSWORD, json: "true" }),
  });
  const cookie = cookiesOf(signIn).filter((pair) => /session-token/.test(pair)).join("; ");
  const session = (await (await fetch(`${baseUrl}/api/auth/session`, { headers: { cookie } })).json()) as { user?: { email?: string } };
  if (session.user?.email !== email) throw new Error(`could not log in as ${email} (sign-in answered ${signIn.status})`);
  return cookie;
}
