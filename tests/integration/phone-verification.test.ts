import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "@jest/globals";

import { POST as verifyToken } from "@/app/api/auth/verify-token/route";
import { GET as publicCandidates } from "@/app/api/users/public/route";
import { POST as sendSmsVerification } from "@/app/api/users/profile/send-sms-verification/route";
import { POST as verifySmsCode } from "@/app/api/users/profile/verify-sms-code/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { sendEmailConfirmation } from "@/lib/auth/email-confirmation";
import { db } from "@/lib/db";
import { listSmsOutbox } from "@/lib/sms/list-sms-outbox";
import type { User } from "@/lib/generated/prisma/client";
import { createUser } from "@/prisma/factories";
import { callRoute } from "@/tests/support/api";

// Phone verification through its two calls, with the SMS outbox and a local server that answers
// as Twilio's REST API does.

let sequence = 0;
const uniquePhone = () => `+5730055${String(process.pid % 1000).padStart(3, "0")}${String(++sequence).padStart(2, "0")}`;
const tokenOf = (user: User) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

async function candidateWithPhone(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, { loggedAs: "CANDIDATE", phone: uniquePhone(), phoneVerifiedAt: null, verificationType: null, emailVerifiedAt: null, ...overrides });
  return { user, token: tokenOf(user) };
}

const send = (user: User, token: string) => callRoute(sendSmsVerification, { token, body: { userId: user.id } });
const verify = (user: User, token: string, code: string) => callRoute(verifySmsCode, { token, body: { userId: user.id, code } });

async function codeTextedTo(phone: string): Promise<string> {
  const sms = await db.outboxSms.findFirstOrThrow({ where: { to: phone, template: "phone_verification" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
  return /\b(\d{6})\b/.exec(sms.body)![1]!;
}

/** Lets the next code be sent at once, as if the minute between codes had passed. */
async function ageCodes(userId: string, minutes = 2) {
  await db.$executeRaw`UPDATE verification_codes SET created_at = created_at - make_interval(mins => ${minutes}) WHERE user_id = ${userId}::uuid`;
}

const wrongCode = (right: string) => (right === "000000" ? "111111" : "000000");

afterEach(() => {
  delete process.env.TWILIO_ACCOUNT_SID;
  delete process.env.TWILIO_AUTH_TOKEN;
  delete process.env.TWILIO_FROM_NUMBER;
  delete process.env.TWILIO_API_BASE_URL;
});

describe("POST /api/users/profile/send-sms-verification and verify-sms-code", () => {
  it("texts a code to the profile's phone, in the user's language, and the code verifies the phone", async () => {
    const { user, token } = await candidateWithPhone({ locale: "es" });
    const sent = await send(user, token);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ sent: true, phone: user.phone, resend_after_seconds: 60 });
    const stored = await db.verificationCode.findFirstOrThrow({ where: { userId: user.id, purpose: "PHONE" }, omit: { codeHash: false } });
    expect(stored.target).toBe(user.phone);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(10 * 60_000);

    const sms = await db.outboxSms.findFirstOrThrow({ where: { userId: user.id } });
    expect(sms).toMatchObject({ to: user.phone, template: "phone_verification", sentAt: null, providerId: null, error: null });
    expect(sms.body).toMatch(/^\d{6} es tu código de verificación de Remote Jobs\. Caduca en 10 minutos\./);
    const code = await codeTextedTo(user.phone!);
    // Only a keyed hash of the code is kept.
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code);

    const verified = await verify(user, token, code);
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ verified: true, phone: user.phone, is_user_verificated: true, type_user_verificated: "phone" });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.phoneVerifiedAt).not.toBeNull();
    expect(row.verificationType).toBe("PHONE");

    // The code is spent.
    expect((await verify(user, token, code)).body.error?.code).toBe("code_expired");
  });

  it("gives 5 tries with the tries left, burns the code on the sixth, and then even the right code is refused", async () => {
    const { user, token } = await candidateWithPhone();
    await send(user, token);
    const code = await codeTextedTo(user.phone!);
    const left: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await verify(user, token, wrongCode(code));
      expect(answer.status).toBe(400);
      expect(answer.body.error?.code).toBe("invalid_code");
      left.push(answer.body.error?.details.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const sixth = await verify(user, token, wrongCode(code));
    expect(sixth.status).toBe(429);
    expect(sixth.body.error?.code).toBe("too_many_attempts");
    expect((await verify(user, token, code)).body.error?.code).toBe("code_expired");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).phoneVerifiedAt).toBeNull();

    // A new code works.
    await ageCodes(user.id);
    await send(user, token);
    expect((await verify(user, token, await codeTextedTo(user.phone!))).status).toBe(200);
  });

  it("never lets parallel guesses spend more than 5 attempts", async () => {
    const { user, token } = await candidateWithPhone();
    await send(user, token);
    const code = await codeTextedTo(user.phone!);
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(user, token, wrongCode(code))));
    const codes = answers.map((answer) => answer.body.error?.code);
    expect(codes.filter((name) => name === "invalid_code")).toHaveLength(5);
    // The rest are refused: out of attempts, or (once the code is burnt) no live code at all.
    expect(codes.filter((name) => name === "too_many_attempts").length).toBeGreaterThan(0);
    expect(codes.filter((name) => name !== "invalid_code" && name !== "too_many_attempts" && name !== "code_expired")).toEqual([]);
    const stored = await db.verificationCode.findFirstOrThrow({ where: { userId: user.id, purpose: "PHONE" } });
    expect(stored.attempts).toBe(5);
    expect(stored.consumedAt).not.toBeNull();
  });

  it("refuses an expired code, and a code sent to a number the profile no longer has", async () => {
    const { user, token } = await candidateWithPhone();
    await send(user, token);
    const code = await codeTextedTo(user.phone!);
    await db.$executeRaw`UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE user_id = ${user.id}::uuid`;
    const expired = await verify(user, token, code);
    expect(expired.status).toBe(400);
    expect(expired.body.error).toMatchObject({ code: "code_expired", details: { reason: "expired" } });

    await ageCodes(user.id);
    await send(user, token);
    const second = await codeTextedTo(user.phone!);
    await db.user.update({ where: { id: user.id }, data: { phone: uniquePhone() } });
    const moved = await verify(user, token, second);
    expect(moved.body.error).toMatchObject({ code: "code_expired", details: { reason: "phone_changed" } });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).phoneVerifiedAt).toBeNull();
  });

  it("waits a minute between codes and sends at most 5 an hour, even when asked in parallel", async () => {
    const { user, token } = await candidateWithPhone();
    const parallel = await Promise.all(Array.from({ length: 4 }, () => send(user, token)));
    expect(parallel.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429]);
    const tooSoon = parallel.find((answer) => answer.status === 429)!;
    expect(tooSoon.body.error).toMatchObject({ code: "rate_limited" });
    expect(tooSoon.body.error?.details.retryAfterSeconds).toBeGreaterThan(55);
    expect(tooSoon.body.error?.details.retryAfterSeconds).toBeLessThanOrEqual(60);

    for (let index = 0; index < 4; index++) {
      await ageCodes(user.id, 2);
      expect((await send(user, token)).status).toBe(200);
    }
    await ageCodes(user.id, 2);
    const sixth = await send(user, token);
    expect(sixth.status).toBe(429);
    expect(await db.verificationCode.count({ where: { userId: user.id, purpose: "PHONE" } })).toBe(5);
    expect(await db.outboxSms.count({ where: { userId: user.id } })).toBe(5);
    // Only the newest code is live, and the development outbox lists the newest message first.
    expect(await db.verificationCode.count({ where: { userId: user.id, purpose: "PHONE", consumedAt: null } })).toBe(1);
    const spaced = `${user.phone!.slice(0, 3)} ${user.phone!.slice(3, 6)}-${user.phone!.slice(6)}`;
    const listed = await listSmsOutbox({ to: spaced });
    expect(listed).toHaveLength(5);
    expect(listed[0]!.body).toContain(await codeTextedTo(user.phone!));
    expect(listed.map((sms) => sms.createdAt.getTime())).toEqual([...listed.map((sms) => sms.createdAt.getTime())].sort((a, b) => b - a));
  });

  it("texts a number saved with spaces and dashes in E.164, and still verifies the saved number", async () => {
    const number = uniquePhone();
    const { user, token } = await candidateWithPhone({ phone: `${number.slice(0, 3)} ${number.slice(3, 6)}-${number.slice(6, 9)} (${number.slice(9)})` });
    expect((await send(user, token)).status).toBe(200);
    const code = await codeTextedTo(number);
    expect((await verify(user, token, code)).status).toBe(200);
  });

  it("needs a phone on the profile, and the caller's own id", async () => {
    const { user, token } = await candidateWithPhone({ phone: null });
    const noPhone = await send(user, token);
    expect(noPhone.status).toBe(422);
    expect(noPhone.body.error?.code).toBe("phone_required");

    const other = await candidateWithPhone();
    expect((await send(other.user, token)).status).toBe(404);
    expect((await verify(other.user, token, "123456")).status).toBe(404);
    expect((await callRoute(verifySmsCode, { token, body: { userId: user.id, code: "12a456" } })).body.error?.code).toBe("validation_failed");
    expect((await callRoute(sendSmsVerification, { body: { userId: user.id } })).status).toBe(401);
    expect(await db.outboxSms.count({ where: { userId: { in: [user.id, other.user.id] } } })).toBe(0);
  });

  it("keeps an identity verification, and gives the phone-verified user the badge and the verification filter", async () => {
    const { user, token } = await candidateWithPhone({ firstName: "Verónica", lastName: "Phoneverified", isOpenToWork: true, verificationType: "EMAIL", emailVerifiedAt: new Date() });
    await send(user, token);
    await verify(user, token, await codeTextedTo(user.phone!));
    const listed = await callRoute(publicCandidates, { method: "GET", path: "/api/users/public?type_user_verificated=phone&search=ver%C3%B3nica&take=50" });
    expect(listed.status).toBe(200);
    const card = (listed.body.data.items as { _id: string }[]).find((item) => item._id === user.id);
    expect(card).toMatchObject({ is_user_verificated: true, type_user_verificated: "phone" });
    const byEmail = await callRoute(publicCandidates, { method: "GET", path: "/api/users/public?type_user_verificated=email&take=50" });
    expect((byEmail.body.data.items as { _id: string }[]).map((item) => item._id)).not.toContain(user.id);

    const identified = await candidateWithPhone({ verificationType: "IDENTITY" });
    await send(identified.user, identified.token);
    const answer = await verify(identified.user, identified.token, await codeTextedTo(identified.user.phone!));
    expect(answer.body.data.type_user_verificated).toBe("identity");
    expect((await db.user.findUniqueOrThrow({ where: { id: identified.user.id } })).verificationType).toBe("IDENTITY");
  });
});

describe("a confirmed e-mail", () => {
  async function confirm(user: User) {
    await sendEmailConfirmation(user);
    const mail = await db.outboxEmail.findFirstOrThrow({ where: { to: user.email, template: "email_confirmation" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
    const token = decodeURIComponent(/verify-email\?token=(\S+)/.exec(mail.text)![1]!);
    expect((await callRoute(verifyToken, { body: { token } })).status).toBe(200);
    return db.user.findUniqueOrThrow({ where: { id: user.id } });
  }

  it("makes the user verified by e-mail, unless a phone verified them already", async () => {
    const { user } = await candidateWithPhone();
    expect(await confirm(user)).toMatchObject({ verificationType: "EMAIL" });

    const { user: byPhone, token } = await candidateWithPhone();
    await send(byPhone, token);
    await verify(byPhone, token, await codeTextedTo(byPhone.phone!));
    expect(await confirm(byPhone)).toMatchObject({ verificationType: "PHONE" });
  });
});

describe("sending through Twilio when its keys are set", () => {
  async function fakeTwilio(answer: { status: number; body: unknown }) {
    const requests: { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => {
        requests.push({ method: request.method!, url: request.url!, headers: request.headers, body });
        response.writeHead(answer.status, { "content-type": "application/json" });
        response.end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    process.env.TWILIO_ACCOUNT_SID = "AC0123456789abcdef0123456789abcdef";
    process.env.TWILIO_AUTH_TOKEN = "secret-token";
    process.env.TWILIO_FROM_NUMBER = "+15005550006";
    process.env.TWILIO_API_BASE_URL = `http://127.0.0.1:${port}/`;
    return { requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it("posts To, From and Body with basic auth to the Messages resource and records the message id", async () => {
    const twilio = await fakeTwilio({ status: 201, body: { sid: "SM0123456789abcdef0123456789abcdef", status: "queued" } });
    try {
      const { user, token } = await candidateWithPhone({ locale: "en" });
      expect((await send(user, token)).status).toBe(200);
      expect(twilio.requests).toHaveLength(1);
      const [request] = twilio.requests;
      expect(request!.method).toBe("POST");
      expect(request!.url).toBe("/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json");
      expect(request!.headers.authorization).toBe(`Basic ${Buffer.from("AC0123456789abcdef0123456789abcdef:secret-token").toString("base64")}`);
      expect(request!.headers["content-type"]).toBe("application/x-www-form-urlencoded");
      const form = new URLSearchParams(request!.body);
      expect(form.get("To")).toBe(user.phone);
      expect(form.get("From")).toBe("+15005550006");
      expect(form.get("Body")).toMatch(/^\d{6} is your Remote Jobs verification code\. It expires in 10 minutes\./);

      const sms = await db.outboxSms.findFirstOrThrow({ where: { userId: user.id } });
      expect(sms).toMatchObject({ providerId: "SM0123456789abcdef0123456789abcdef", error: null, body: form.get("Body") });
      expect(sms.sentAt).not.toBeNull();
      expect((await verify(user, token, await codeTextedTo(user.phone!))).status).toBe(200);
    } finally {
      await twilio.close();
    }
  });

  it("records Twilio's refusal in the outbox and still answers the user", async () => {
    const twilio = await fakeTwilio({ status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 } });
    const consoleError = console.error;
    console.error = () => undefined;
    try {
      const { user, token } = await candidateWithPhone();
      expect((await send(user, token)).status).toBe(200);
      const sms = await db.outboxSms.findFirstOrThrow({ where: { userId: user.id } });
      expect(sms.sentAt).toBeNull();
      expect(sms.providerId).toBeNull();
      expect(sms.error).toContain("21211: The 'To' number is not a valid phone number.");
    } finally {
      console.error = consoleError;
      await twilio.close();
    }
  });
});
