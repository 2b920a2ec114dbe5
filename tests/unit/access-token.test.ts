import { createHmac } from "node:crypto";

import { describe, expect, it } from "@jest/globals";

import { decodeJwt, isTokenExpired, signAccessToken, verifyAccessToken } from "@/lib/auth/access-token";
import { AppError } from "@/lib/errors";

const secret = "unit-test-secret-0123456789abcdefghijklmnopqrstuvwxyz";
const user = { id: "0190a6a0-0000-7000-8000-000000000001", role: "USER", side: "EMPLOYER" } as const;

const part = (value: unknown) => Buffer.from(typeof value === "string" ? value : JSON.stringify(value)).toString("base64url");
const hs256 = (input: string, key = secret) => createHmac("sha256", key).update(input).digest("base64url");

/** A token made by hand, signed with HS256 unless a signature is given. */
function craft(header: unknown, payload: unknown, signature?: string): string {
  const input = `${part(header)}.${part(payload)}`;
  return `${input}.${signature ?? hs256(input)}`;
}

function refusal(run: () => unknown): { code: string; reason: unknown; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, reason: error.details?.reason, message: error.message };
    throw error;
  }
  throw new Error("expected the token to be refused");
}

describe("signAccessToken", () => {
  it("makes an HS256 JWT of three base64url parts with sub, role, side, iat and exp", () => {
    const now = Date.UTC(2026, 0, 1, 12, 0, 0, 250);
    const token = signAccessToken(user, { secret, now });
    expect(token.split(".")).toHaveLength(3);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const { header, payload } = decodeJwt(token);
    expect(header).toEqual({ alg: "HS256", typ: "JWT" });
    expect(payload).toEqual({ sub: user.id, role: "user", side: "employer", iat: now / 1000, exp: Math.floor(now / 1000) + 7 * 24 * 3600 });
  });

  it("is accepted by verifyAccessToken until it expires", () => {
    const now = Date.now();
    const token = signAccessToken({ ...user, role: "ADMINISTRATOR", side: "CANDIDATE" }, { secret, now });
    expect(verifyAccessToken(token, { secret, now: now + 1000 })).toMatchObject({ sub: user.id, role: "administrator", side: "candidate" });
    expect(refusal(() => verifyAccessToken(token, { secret, now: now + 8 * 24 * 3600 * 1000 })).reason).toBe("token_expired");
  });
});

describe("verifyAccessToken follows the token rules of spec section 5", () => {
  it("says a token without three dot-separated parts does not look like a JWT", () => {
    for (const token of ["", "abc", "a.b", "a.b.c.d", "...."]) {
      const error = refusal(() => verifyAccessToken(token, { secret }));
      expect(error).toEqual({ code: "unauthorized", reason: "malformed_token", message: expect.stringMatching(/does not look like a JWT/) });
    }
  });

  it("answers 'Cannot decode the token.' for a payload (or header) that is not base64url JSON", () => {
    const header = part({ alg: "HS256", typ: "JWT" });
    for (const token of [`${header}.%%%.sig`, `${header}.${part("not json")}.sig`, `${header}..sig`, `${header}.${part("[1,2]")}.sig`, `${part("{")}.${part({ sub: "x" })}.sig`]) {
      expect(refusal(() => verifyAccessToken(token, { secret }))).toEqual({ code: "unauthorized", reason: "undecodable_token", message: "Cannot decode the token." });
    }
  });

  it("treats a token whose exp has passed as expired, and one with no exp as not expired", () => {
    const now = Date.now();
    const past = craft({ alg: "HS256", typ: "JWT" }, { sub: user.id, role: "user", side: "candidate", exp: Math.floor(now / 1000) - 1 });
    expect(refusal(() => verifyAccessToken(past, { secret, now })).reason).toBe("token_expired");

    const timeless = craft({ alg: "HS256", typ: "JWT" }, { sub: user.id, role: "user", side: "candidate" });
    expect(verifyAccessToken(timeless, { secret, now: now + 10 * 365 * 24 * 3600 * 1000 }).sub).toBe(user.id);

    expect(isTokenExpired({}, now)).toBe(false);
    expect(isTokenExpired({ exp: now / 1000 }, now)).toBe(true);
    expect(isTokenExpired({ exp: now / 1000 + 60 }, now)).toBe(false);
    expect(isTokenExpired({ exp: "tomorrow" }, now)).toBe(true);
  });

  it("refuses a token signed with another secret", () => {
    const forged = signAccessToken(user, { secret: "someone-elses-secret-0123456789abcdefghijklmnop" });
    expect(refusal(() => verifyAccessToken(forged, { secret })).reason).toBe("invalid_signature");
  });

  it("refuses alg none and every algorithm but HS256, whatever the signature", () => {
    const payload = { sub: user.id, role: "administrator", side: "employer" };
    const none = `${part({ alg: "none", typ: "JWT" })}.${part(payload)}.`;
    expect(refusal(() => verifyAccessToken(none, { secret })).reason).toBe("invalid_signature");
    for (const alg of ["HS512", "RS256", "HS384", "hs256", undefined]) {
      const token = craft({ alg, typ: "JWT" }, payload);
      expect(refusal(() => verifyAccessToken(token, { secret })).reason).toBe("invalid_signature");
    }
  });

  it("refuses a tampered payload and a truncated or altered signature", () => {
    const token = signAccessToken(user, { secret });
    const [header, , signature] = token.split(".") as [string, string, string];
    const promoted = part({ sub: user.id, role: "administrator", side: "employer", exp: Math.floor(Date.now() / 1000) + 3600 });
    expect(refusal(() => verifyAccessToken(`${header}.${promoted}.${signature}`, { secret })).reason).toBe("invalid_signature");
    expect(refusal(() => verifyAccessToken(`${header}.${token.split(".")[1]}.${signature.slice(0, -2)}`, { secret })).reason).toBe("invalid_signature");
    const flipped = signature.startsWith("A") ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    expect(refusal(() => verifyAccessToken(`${header}.${token.split(".")[1]}.${flipped}`, { secret })).reason).toBe("invalid_signature");
    expect(refusal(() => verifyAccessToken(`${header}.${token.split(".")[1]}.!!`, { secret })).reason).toBe("invalid_signature");
  });

  it("refuses a correctly signed token whose claims are not ours", () => {
    const token = craft({ alg: "HS256", typ: "JWT" }, { sub: "", role: "root", side: "employer" });
    expect(refusal(() => verifyAccessToken(token, { secret })).reason).toBe("undecodable_token");
  });
});
