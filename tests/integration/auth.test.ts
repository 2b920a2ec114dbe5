import { describe, expect, it } from "@jest/globals";
import { encode } from "next-auth/jwt";

import { POST as changePasswordProfile } from "@/app/api/auth/change-password-profile/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as requestResetPassword } from "@/app/api/auth/request-reset-password/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as socialLogin } from "@/app/api/auth/social-login/route";
import { POST as validateCode } from "@/app/api/auth/validate-code/route";
import { POST as verifyToken } from "@/app/api/auth/verify-token/route";
import { POST as verifyUserCredentials } from "@/app/api/auth/verify-user-credentials/route";
import { GET as checkByEmail } from "@/app/api/users/checkByEmail/[email]/route";
import { POST as signUp } from "@/app/api/users/route";
import { route } from "@/lib/api/route";
import { loginLimits } from "@/lib/auth/login-attempts";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { createUser, FACTORY_PASSWORD } from "@/prisma/factories";
import { callRoute, fromAddress, type ApiAnswer, type RouteHandler } from "@/tests/support/api";

// Every route handler is called as Next calls it (a NextRequest and a context with params), so
// these tests run the real wrapper, the real domain code and the real database.

let sequence = 0;
const uniqueEmail = (name = "user") => `${name}.${process.pid}.${++sequence}@example.test`;

/** A route only a logged-in user passes, answering who they are. */
const whoAmI = route({}, async ({ user }) => ({ id: user.id, side: user.side }), { auth: "user" });
const employerOnly = route({}, async ({ user }) => ({ id: user.id }), { auth: "employer" });
const adminOnly = route({}, async ({ user }) => ({ id: user.id }), { auth: "administrator" });

async function logIn(email: string, password = FACTORY_PASSWORD, ip = "192.0.2.1"): Promise<ApiAnswer> {
  return callRoute(login, { body: { email, password }, headers: fromAddress(ip) });
}

async function tokenFor(email: string, password = FACTORY_PASSWORD): Promise<string> {
  const answer = await logIn(email, password);
  expect(answer.status).toBe(200);
  return answer.body.data.accessToken as string;
}

async function latestEmail(to: string, template: string) {
  const email = await db.outboxEmail.findFirst({ where: { to, template }, orderBy: { createdAt: "desc" } });
  if (!email) throw new Error(`no ${template} e-mail to ${to} in outbox_emails`);
  return email;
}

describe("POST /api/users (sign-up)", () => {
  it("creates the account with its side, a scrypt hash, and mails a confirmation link", async () => {
    const email = uniqueEmail("Hiring.Manager");
    const answer = await callRoute(signUp, { body: { email: `  ${email.toUpperCase()} `, password: "long enough", role: "user", is_employer: true, logged_as: "employer" } });

    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({
      _id: expect.any(String),
      email: email.toLowerCase(),
      role: "user",
      logged_as: "employer",
      is_employer: true,
      email_verified: false,
      locale: "en",
      personal_information: { first_name: null, last_name: null, profile_pic: null },
    });
    const stored = await db.user.findUniqueOrThrow({ where: { id: answer.body.data._id }, select: { passwordHash: true, loggedAs: true } });
    expect(stored.loggedAs).toBe("EMPLOYER");
    expect(stored.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    await expect(verifyPassword("long enough", stored.passwordHash)).resolves.toBe(true);

    const confirmation = await latestEmail(email.toLowerCase(), "email_confirmation");
    expect(confirmation.userId).toBe(answer.body.data._id);
    expect(confirmation.text).toMatch(/\/en\/auth\/verify-email\?token=/);
  });

  it("makes a candidate by default", async () => {
    const answer = await callRoute(signUp, { body: { email: uniqueEmail(), password: "long enough" } });
    expect(answer.body.data).toMatchObject({ logged_as: "candidate", is_employer: false });
  });

  it("answers 409 email_taken for an e-mail that exists in another case", async () => {
    const email = uniqueEmail("taken");
    expect((await callRoute(signUp, { body: { email, password: "long enough" } })).status).toBe(201);
    const again = await callRoute(signUp, { body: { email: email.toUpperCase(), password: "another one" } });
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe("email_taken");
  });

  it("makes one user of two simultaneous sign-ups with the same e-mail", async () => {
    const email = uniqueEmail("twice");
    const answers = await Promise.all([
      callRoute(signUp, { body: { email, password: "first password" } }),
      callRoute(signUp, { body: { email: email.replace("twice", "TWICE"), password: "second password" } }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("refuses unknown fields, an administrator role and a short password with 422, and bad JSON with 400", async () => {
    for (const body of [
      { email: uniqueEmail(), password: "long enough", isAdmin: true },
      { email: uniqueEmail(), password: "long enough", role: "administrator" },
      { email: uniqueEmail(), password: "short" },
      { email: "not-an-email", password: "long enough" },
    ]) {
      const answer = await callRoute(signUp, { body });
      expect(answer.status).toBe(422);
      expect(answer.body.error?.code).toBe("validation_failed");
    }
    const broken = await callRoute(signUp, { body: "{\"email\": " });
    expect(broken.status).toBe(400);
    expect(broken.body.error?.code).toBe("invalid_json");
  });
});

describe("POST /api/auth/verify-token (e-mail confirmation)", () => {
  it("confirms the address once with the token from the e-mail", async () => {
    const email = uniqueEmail("confirm");
    const { body } = await callRoute(signUp, { body: { email, password: "long enough", locale: "es" } });
    const link = (await latestEmail(email, "email_confirmation")).text.match(/https?:\/\/\S+\/es\/auth\/verify-email\?token=(\S+)/);
    const token = decodeURIComponent(link![1]!);

    const answer = await callRoute(verifyToken, { body: { token } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ verified: true, email });
    expect((await db.user.findUniqueOrThrow({ where: { id: body.data._id } })).emailVerifiedAt).toBeInstanceOf(Date);

    const again = await callRoute(verifyToken, { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: "invalid_token", details: { reason: "used" } });
  });

  it("refuses a made-up or altered token", async () => {
    for (const token of ["nonsense", `0190a6a0-0000-7000-8000-000000000001.${"A".repeat(43)}`]) {
      const answer = await callRoute(verifyToken, { body: { token } });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: "invalid_token", details: { reason: "unknown" } });
    }
  });
});

describe("POST /api/auth/login", () => {
  it("returns a three-part JWT that authenticates wrapped routes as Bearer, and the user", async () => {
    const user = await createUser(db, { email: uniqueEmail("login"), loggedAs: "EMPLOYER", isEmployer: true });
    const answer = await logIn(user.email.toUpperCase());

    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    const { accessToken, user: account } = answer.body.data;
    expect(accessToken.split(".")).toHaveLength(3);
    expect(account).toMatchObject({ _id: user.id, email: user.email, role: "user", logged_as: "employer", is_employer: true });

    expect((await callRoute(whoAmI, { token: accessToken })).body.data).toEqual({ id: user.id, side: "EMPLOYER" });
    expect((await callRoute(employerOnly, { token: accessToken })).status).toBe(200);
    expect((await callRoute(adminOnly, { token: accessToken })).status).toBe(403);
    expect(await db.loginAttempt.count({ where: { email: user.email, succeeded: true } })).toBe(1);
  });

  it("applies a side switch or a ban to existing tokens at once", async () => {
    const user = await createUser(db, { email: uniqueEmail("switch") });
    const token = await tokenFor(user.email);
    expect((await callRoute(employerOnly, { token })).status).toBe(403);

    await db.user.update({ where: { id: user.id }, data: { loggedAs: "EMPLOYER", isEmployer: true } });
    expect((await callRoute(employerOnly, { token })).status).toBe(200);

    await db.user.update({ where: { id: user.id }, data: { bannedAt: new Date() } });
    const banned = await callRoute(whoAmI, { token });
    expect(banned.status).toBe(403);
    expect(banned.body.error?.code).toBe("account_banned");

    await db.user.update({ where: { id: user.id }, data: { bannedAt: null, deletedAt: new Date() } });
    const deleted = await callRoute(whoAmI, { token });
    expect(deleted.status).toBe(401);
    expect(deleted.body.error?.details).toEqual({ reason: "token_revoked" });
  });

  it("answers the same 401 invalid_credentials for a wrong password and an unknown e-mail", async () => {
    const user = await createUser(db, { email: uniqueEmail("wrong") });
    const wrong = await logIn(user.email, "not the password");
    const unknown = await logIn(uniqueEmail("nobody"), "not the password");
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body.error?.code).toBe("invalid_credentials");
    }
    expect(wrong.body).toEqual(unknown.body);
  });

  it("refuses a banned account with 403 account_banned, but only with the right password", async () => {
    const user = await createUser(db, { email: uniqueEmail("banned"), bannedAt: new Date(), bannedReason: "Spam" });
    const right = await logIn(user.email);
    expect(right.status).toBe(403);
    expect(right.body.error?.code).toBe("account_banned");
    expect((await logIn(user.email, "guess")).body.error?.code).toBe("invalid_credentials");
  });

  it("refuses an account with no password (social sign-in only) and a deleted one", async () => {
    const social = await createUser(db, { email: uniqueEmail("social"), passwordHash: null });
    const deleted = await createUser(db, { email: uniqueEmail("deleted"), deletedAt: new Date() });
    expect((await logIn(social.email, "")).status).toBe(422);
    expect((await logIn(social.email, "anything")).body.error?.code).toBe("invalid_credentials");
    expect((await logIn(deleted.email)).body.error?.code).toBe("invalid_credentials");
  });

  it(
    "slows down wrong passwords in a row from one address and answers it 429 after five, with Retry-After",
    async () => {
      const user = await createUser(db, { email: uniqueEmail("guessed") });
      const other = await createUser(db, { email: uniqueEmail("bystander") });
      const guesser = "203.0.113.40";
      const answers: { status: number; code?: string; ms: number; retryAfter: string | null; details?: unknown }[] = [];
      for (let attempt = 0; attempt < 10; attempt++) {
        const started = performance.now();
        const answer = await logIn(user.email, `guess number ${attempt}`, guesser);
        answers.push({ status: answer.status, code: answer.body.error?.code, ms: performance.now() - started, retryAfter: answer.headers.get("retry-after"), details: answer.body.error?.details });
        // Someone else's successful login in between resets nothing.
        if (attempt === 2) expect((await logIn(other.email, FACTORY_PASSWORD, guesser)).status).toBe(200);
      }

      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
      for (const limited of answers.slice(5)) {
        expect(limited.code).toBe("rate_limited");
        expect(limited.details).toEqual({ retryAfterSeconds: expect.any(Number), reason: "login_throttled" });
        const seconds = (limited.details as { retryAfterSeconds: number }).retryAfterSeconds;
        expect(seconds).toBeGreaterThan(14 * 60);
        expect(seconds).toBeLessThanOrEqual(15 * 60);
        expect(Number(limited.retryAfter)).toBe(seconds);
      }
      // Each of the later attempts waits at least a second; the first waited for nothing but the hash.
      expect(Math.min(...answers.slice(5).map((answer) => answer.ms))).toBeGreaterThanOrEqual(loginLimits.maxDelayMs - 20);
      expect(answers[0]!.ms).toBeLessThan(answers[9]!.ms - 500);
      // The guessing address waits, even with the right password...
      expect((await logIn(user.email, FACTORY_PASSWORD, guesser)).status).toBe(429);
      // ...but the owner, elsewhere, is not locked out.
      expect((await logIn(user.email, FACTORY_PASSWORD, "198.51.100.40")).status).toBe(200);
      // Refused attempts do not extend the wait: only the five failures are on record.
      expect(await db.loginAttempt.count({ where: { email: user.email, succeeded: false } })).toBe(5);
    },
    30_000,
  );

  it("answers 429 to an address with 20 recent failures, whatever the e-mail", async () => {
    const ip = "203.0.113.99";
    const failedAt = new Date(Date.now() - 60_000);
    await db.loginAttempt.createMany({
      data: Array.from({ length: loginLimits.failuresPerIp }, (_, index) => ({ email: uniqueEmail(`sprayed${index}`), ip, succeeded: false, createdAt: failedAt })),
    });
    const user = await createUser(db, { email: uniqueEmail("fresh") });
    const fromThere = await logIn(user.email, FACTORY_PASSWORD, ip);
    expect(fromThere.status).toBe(429);
    expect(fromThere.body.error?.details.retryAfterSeconds).toBeGreaterThan(13 * 60);
    const fromElsewhere = await logIn(user.email, FACTORY_PASSWORD, "198.51.100.1");
    expect(fromElsewhere.status).toBe(200);
  });

  it("refuses unknown fields with 422 and a body that is not JSON with 400", async () => {
    const extra = await callRoute(login, { body: { email: uniqueEmail(), password: "x", remember: true } });
    expect(extra.status).toBe(422);
    expect(extra.body.error?.details.fields).toEqual([expect.objectContaining({ code: "unrecognized_keys" })]);
    const broken = await callRoute(login, { body: "email=a&password=b" });
    expect(broken.status).toBe(400);
    expect(broken.body.error?.code).toBe("invalid_json");
  });
});

describe("the next-auth session cookie", () => {
  it("authenticates wrapped routes like a Bearer token, and ends with a password change", async () => {
    const user = await createUser(db, { email: uniqueEmail("cookie") });
    const cookie = await encode({ token: { sub: user.id, authTime: Date.now() }, secret: process.env.NEXTAUTH_SECRET! });
    const headers = { cookie: `next-auth.session-token=${cookie}` };
    expect((await callRoute(whoAmI, { headers })).body.data).toEqual({ id: user.id, side: "CANDIDATE" });

    await db.user.update({ where: { id: user.id }, data: { tokensValidAfter: new Date(Date.now() + 1) } });
    const ended = await callRoute(whoAmI, { headers });
    expect(ended.status).toBe(401);
    expect(ended.body.error?.details).toEqual({ reason: "token_revoked" });
  });
});

describe("password reset: request-reset-password, validate-code, reset-password", () => {
  async function requestCode(email: string): Promise<string> {
    const answer = await callRoute(requestResetPassword, { body: { email } });
    expect(answer.status).toBe(200);
    const mail = await latestEmail(email, "password_reset");
    return mail.text.match(/^(\d{6})$/m)![1]!;
  }

  it("resets the password end to end and ends the sessions issued before", async () => {
    const user = await createUser(db, { email: uniqueEmail("forgetful"), emailVerifiedAt: null });
    const oldToken = await tokenFor(user.email);

    const code = await requestCode(user.email.toUpperCase().toLowerCase());
    const wrongCode = code === "000000" ? "111111" : "000000";
    const wrong = await callRoute(validateCode, { body: { email: user.email, code: wrongCode } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: "invalid_code", details: { reason: "mismatch", attemptsLeft: 4 } });

    const validated = await callRoute(validateCode, { body: { email: user.email, code } });
    expect(validated.status).toBe(200);
    const { resetToken } = validated.body.data;
    expect(typeof resetToken).toBe("string");
    // The code is spent.
    expect((await callRoute(validateCode, { body: { email: user.email, code } })).body.error?.code).toBe("invalid_code");

    const reset = await callRoute(resetPassword, { body: { resetToken, password: "a brand new password" } });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toEqual({ reset: true });

    const refused = await callRoute(whoAmI, { token: oldToken });
    expect(refused.status).toBe(401);
    expect(refused.body.error?.details).toEqual({ reason: "token_revoked" });
    expect((await logIn(user.email)).status).toBe(401);
    const newToken = await tokenFor(user.email, "a brand new password");
    expect((await callRoute(whoAmI, { token: newToken })).status).toBe(200);

    const reused = await callRoute(resetPassword, { body: { resetToken, password: "yet another password" } });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toMatchObject({ code: "invalid_token", details: { reason: "used" } });
    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await db.passwordResetToken.findFirst({ where: { userId: user.id }, select: { tokenHash: true } })).not.toMatchObject({ tokenHash: resetToken });
  });

  it("answers alike for an unknown e-mail and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const answer = await callRoute(requestResetPassword, { body: { email } });
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: { sent: true } } });
    expect(await db.outboxEmail.count({ where: { to: email } })).toBe(0);
    expect((await callRoute(validateCode, { body: { email, code: "123456" } })).body.error).toMatchObject({ code: "invalid_code", details: { reason: "expired" } });
  });

  it("stores codes hashed, lets a code be tried 5 times, and only the newest code works", async () => {
    const user = await createUser(db, { email: uniqueEmail("tries") });
    const first = await requestCode(user.email);
    const second = await requestCode(user.email);
    const stored = await db.verificationCode.findMany({ where: { userId: user.id, purpose: "PASSWORD_RESET" }, select: { codeHash: true } });
    expect(stored.map((row) => row.codeHash)).not.toContain(second);

    if (first !== second) {
      const stale = await callRoute(validateCode, { body: { email: user.email, code: first } });
      expect(stale.body.error?.details.reason).toBe("mismatch");
    }
    const wrong = second === "999999" ? "888888" : "999999";
    while ((await callRoute(validateCode, { body: { email: user.email, code: wrong } })).body.error?.details.reason === "mismatch");
    const exhausted = await callRoute(validateCode, { body: { email: user.email, code: second } });
    expect(exhausted.body.error).toMatchObject({ code: "invalid_code", details: { reason: "attempts_exhausted" } });
    expect(await db.verificationCode.findFirst({ where: { userId: user.id, consumedAt: null }, select: { attempts: true } })).toEqual({ attempts: 5 });
  });

  it("refuses an expired code and an expired reset token", async () => {
    const user = await createUser(db, { email: uniqueEmail("slow") });
    const code = await requestCode(user.email);
    await db.verificationCode.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await callRoute(validateCode, { body: { email: user.email, code } })).body.error?.details.reason).toBe("expired");

    const fresh = await requestCode(user.email);
    const { resetToken } = (await callRoute(validateCode, { body: { email: user.email, code: fresh } })).body.data;
    await db.passwordResetToken.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const answer = await callRoute(resetPassword, { body: { resetToken, password: "too late password" } });
    expect(answer.body.error).toMatchObject({ code: "invalid_token", details: { reason: "expired" } });
    await expect(verifyPassword(FACTORY_PASSWORD, (await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } })).passwordHash)).resolves.toBe(true);
  });
});

describe("POST /api/auth/change-password-profile", () => {
  it("changes the caller's password, ends older sessions and hands back a fresh token", async () => {
    const user = await createUser(db, { email: uniqueEmail("changer") });
    const token = await tokenFor(user.email);
    const body = { userId: user.id, currentPassword: FACTORY_PASSWORD, newPassword: "changed password", confirmPassword: "changed password" };

    const answer = await callRoute(changePasswordProfile, { token, body });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user._id).toBe(user.id);
    expect((await callRoute(whoAmI, { token })).body.error?.details).toEqual({ reason: "token_revoked" });
    expect((await callRoute(whoAmI, { token: answer.body.data.accessToken })).status).toBe(200);
    expect((await logIn(user.email, "changed password")).status).toBe(200);
  });

  it("says 'Passwords do not match', refuses a wrong current password and someone else's userId", async () => {
    const user = await createUser(db, { email: uniqueEmail("careful") });
    const someone = await createUser(db, { email: uniqueEmail("someone") });
    const token = await tokenFor(user.email);
    const body = { userId: user.id, currentPassword: FACTORY_PASSWORD, newPassword: "changed password", confirmPassword: "changed password" };

    const mismatch = await callRoute(changePasswordProfile, { token, body: { ...body, confirmPassword: "changed passwort" } });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error?.details.fields).toEqual([{ path: "confirmPassword", code: "custom", message: "Passwords do not match" }]);

    const wrong = await callRoute(changePasswordProfile, { token, body: { ...body, currentPassword: "not it" } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.code).toBe("wrong_password");

    const other = await callRoute(changePasswordProfile, { token, body: { ...body, userId: someone.id } });
    expect(other.status).toBe(403);
    expect((await callRoute(changePasswordProfile, { body })).status).toBe(401);
    await expect(verifyPassword(FACTORY_PASSWORD, (await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } })).passwordHash)).resolves.toBe(true);
  });
});

describe("POST /api/auth/verify-user-credentials", () => {
  it("verifies the caller's own password only", async () => {
    const user = await createUser(db, { email: uniqueEmail("verifier") });
    const someone = await createUser(db, { email: uniqueEmail("other") });
    const token = await tokenFor(user.email);

    expect((await callRoute(verifyUserCredentials, { token, body: { email: user.email, password: FACTORY_PASSWORD } })).body).toEqual({ success: true, data: { verified: true } });
    expect((await callRoute(verifyUserCredentials, { token, body: { email: user.email, password: "nope" } })).body.data).toEqual({ verified: false });
    expect((await callRoute(verifyUserCredentials, { token, body: { email: someone.email, password: FACTORY_PASSWORD } })).status).toBe(403);
    expect((await callRoute(verifyUserCredentials, { body: { email: user.email, password: FACTORY_PASSWORD } })).status).toBe(401);
  });
});

describe("GET /api/users/checkByEmail/{email}", () => {
  it("says whether an account has the e-mail, in any case", async () => {
    const user = await createUser(db, { email: uniqueEmail("exists") });
    const ask = (email: string) => callRoute(checkByEmail as RouteHandler, { method: "GET", params: { email }, headers: fromAddress("192.0.2.10") });
    expect((await ask(user.email.toUpperCase())).body).toEqual({ success: true, data: { exists: true } });
    expect((await ask(uniqueEmail("absent"))).body.data).toEqual({ exists: false });
    expect((await ask("not-an-email")).status).toBe(400);
  });

  it("stops one address after 30 lookups a minute", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 31; index++) {
      statuses.push((await callRoute(checkByEmail as RouteHandler, { method: "GET", params: { email: uniqueEmail("probe") }, headers: fromAddress("192.0.2.77") })).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe("POST /api/auth/social-login without a provider", () => {
  it("answers 404 provider_not_configured", async () => {
    const saved = { ...process.env };
    for (const name of ["OIDC_ISSUER", "GOOGLE_CLIENT_ID", "LINKEDIN_CLIENT_ID"]) delete process.env[name];
    try {
      const answer = await callRoute(socialLogin, { body: { social_token_verification: "a.b.c" } });
      expect(answer.status).toBe(404);
      expect(answer.body.error?.code).toBe("provider_not_configured");
    } finally {
      Object.assign(process.env, saved);
    }
  });
});
