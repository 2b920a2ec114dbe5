import { describe, expect, it } from "@jest/globals";

import { clientIp, PEER_ADDRESS_FLAG, PEER_ADDRESS_HEADER, parseTrustedProxies, stampPeerAddress } from "@/lib/api/client-ip";
import type { CurrentUser } from "@/lib/auth/current-user";
import { loginLimits, slowdownMs } from "@/lib/auth/login-attempts";
import { assertAccess, type AccessLevel } from "@/lib/auth/require-access";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { AppError } from "@/lib/errors";
import { signUpSchema } from "@/lib/users/schemas";
import { signUpSide } from "@/lib/users/sign-up";

const person = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: "0190a6a0-0000-7000-8000-000000000001",
  email: "a@example.test",
  role: "USER",
  side: "CANDIDATE",
  isEmployer: false,
  firstName: null,
  lastName: null,
  profilePicUrl: null,
  ...overrides,
});

function outcome(user: CurrentUser, level: AccessLevel): string {
  try {
    assertAccess(user, level);
    return "allowed";
  } catch (error) {
    return error instanceof AppError ? `${error.status} ${error.code}` : "threw";
  }
}

describe("assertAccess (spec section 6)", () => {
  it("checks the working side and the administrator role", () => {
    const candidate = person();
    const employer = person({ side: "EMPLOYER", isEmployer: true });
    const admin = person({ role: "ADMINISTRATOR" });
    expect(["user", "candidate", "employer", "administrator"].map((level) => outcome(candidate, level as AccessLevel))).toEqual([
      "allowed",
      "allowed",
      "403 forbidden",
      "403 forbidden",
    ]);
    expect(outcome(employer, "employer")).toBe("allowed");
    expect(outcome(employer, "candidate")).toBe("403 forbidden");
    expect(outcome(admin, "administrator")).toBe("allowed");
    // Switching sides, not the is_employer flag, decides which side a user acts on.
    expect(outcome(person({ isEmployer: true }), "employer")).toBe("403 forbidden");
  });
});

describe("login slowdown", () => {
  it("waits nothing at first, then doubles from 100 ms up to 1 s", () => {
    expect([0, 1, 2, 3, 4, 5, 12].map(slowdownMs)).toEqual([0, 100, 200, 400, 800, 1000, 1000]);
    expect(loginLimits).toMatchObject({ failuresPerPair: 5, failuresPerIp: 20, failuresBeforeSignInLink: 5, windowMs: 15 * 60_000 });
  });
});

describe("clientIp", () => {
  const fromServer = { [PEER_ADDRESS_FLAG]: "1" };
  const ask = (headers: Record<string, string>, trustedProxies?: string) =>
    clientIp(new Headers(headers), { env: { ...fromServer, TRUSTED_PROXIES: trustedProxies }, trusted: parseTrustedProxies(trustedProxies) });

  it("is the socket's peer when no proxy is trusted, whatever X-Forwarded-For or X-Real-IP say", () => {
    const peer = { [PEER_ADDRESS_HEADER]: "192.0.2.10" };
    expect(ask(peer)).toBe("192.0.2.10");
    expect(ask({ ...peer, "x-forwarded-for": "203.0.113.7", "x-real-ip": "198.51.100.2" })).toBe("192.0.2.10");
    expect(ask({ [PEER_ADDRESS_HEADER]: "::ffff:127.0.0.1", "x-forwarded-for": "203.0.113.7" })).toBe("127.0.0.1");
  });

  it("is unknown when the app's own server did not write the peer, even if a client sent the header", () => {
    expect(clientIp(new Headers({ [PEER_ADDRESS_HEADER]: "192.0.2.10" }), { env: {} })).toBeNull();
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7" }), { env: fromServer })).toBeNull();
    expect(ask({ [PEER_ADDRESS_HEADER]: "not an address" })).toBeNull();
  });

  it("walks X-Forwarded-For from the right past trusted hops only", () => {
    const viaNginx = { [PEER_ADDRESS_HEADER]: "127.0.0.1" };
    expect(ask({ ...viaNginx, "x-forwarded-for": "203.0.113.7" }, "127.0.0.1")).toBe("203.0.113.7");
    // What the client wrote itself sits left of the address nginx appended: never believed.
    expect(ask({ ...viaNginx, "x-forwarded-for": "1.1.1.1, 203.0.113.7" }, "127.0.0.1")).toBe("203.0.113.7");
    // Two trusted hops (a load balancer in 10.0.0.0/8, then nginx).
    expect(ask({ ...viaNginx, "x-forwarded-for": "1.1.1.1, 203.0.113.7, 10.1.2.3" }, "127.0.0.1, 10.0.0.0/8")).toBe("203.0.113.7");
    // A peer that is not trusted is the client, whatever it forwards.
    expect(ask({ [PEER_ADDRESS_HEADER]: "198.51.100.9", "x-forwarded-for": "203.0.113.7" }, "127.0.0.1")).toBe("198.51.100.9");
    // A trusted proxy that forwards nothing (or garbage) is the nearest address known.
    expect(ask(viaNginx, "127.0.0.1")).toBe("127.0.0.1");
    expect(ask({ ...viaNginx, "x-forwarded-for": "<script>, 203.0.113.7" }, "127.0.0.1")).toBe("203.0.113.7");
    expect(ask({ ...viaNginx, "x-forwarded-for": "203.0.113.7, garbage" }, "127.0.0.1")).toBe("127.0.0.1");
    expect(ask({ [PEER_ADDRESS_HEADER]: "::1", "x-forwarded-for": "2001:db8::7" }, "::1")).toBe("2001:db8::7");
  });

  it("refuses a TRUSTED_PROXIES entry that is not an address or CIDR block", () => {
    expect(() => parseTrustedProxies("127.0.0.1, nginx")).toThrow(/nginx/);
    expect(() => parseTrustedProxies("10.0.0.0/33")).toThrow(/10.0.0.0\/33/);
    expect(parseTrustedProxies(" ").isEmpty).toBe(true);
    expect(parseTrustedProxies("10.0.0.0/8").has("10.200.0.1")).toBe(true);
    expect(parseTrustedProxies("10.0.0.0/8").has("11.0.0.1")).toBe(false);
  });
});

describe("stampPeerAddress", () => {
  it("replaces every client-sent copy of the peer header by the socket's address", () => {
    const request = {
      headers: { host: "example.test", [PEER_ADDRESS_HEADER]: "203.0.113.7, 198.51.100.1" } as Record<string, string | string[] | undefined>,
      rawHeaders: ["Host", "example.test", "X-Remote-Jobs-Peer-Address", "203.0.113.7", "x-remote-jobs-peer-address", "198.51.100.1"],
      socket: { remoteAddress: "::ffff:192.0.2.44" },
    };
    stampPeerAddress(request);
    expect(request.headers[PEER_ADDRESS_HEADER]).toBe("::ffff:192.0.2.44");
    expect(request.rawHeaders).toEqual(["Host", "example.test", PEER_ADDRESS_HEADER, "::ffff:192.0.2.44"]);
    expect(clientIp(request.headers, { env: { [PEER_ADDRESS_FLAG]: "1" }, trusted: parseTrustedProxies(undefined) })).toBe("192.0.2.44");
  });
});

describe("sign-up and password schemas", () => {
  it("normalises the e-mail and reads the side from logged_as, a side sent as role, or is_employer", () => {
    const parsed = signUpSchema.parse({ email: "  Ana@Example.TEST ", password: "12345678", role: "user", is_employer: true });
    expect(parsed.email).toBe("ana@example.test");
    expect(signUpSide(parsed)).toBe("EMPLOYER");
    expect(signUpSide({ role: "candidate", is_employer: true })).toBe("CANDIDATE");
    expect(signUpSide({ logged_as: "employer", role: "candidate" })).toBe("EMPLOYER");
    expect(signUpSide({})).toBe("CANDIDATE");
  });

  it("refuses administrators, short passwords, bad e-mails and unknown fields", () => {
    const issues = (body: unknown) => signUpSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ email: "a@b.co", password: "12345678", role: "administrator" })).toHaveLength(1);
    expect(issues({ email: "a@b.co", password: "1234567" })).toEqual(["Min number of characters is 8"]);
    expect(issues({ email: "nope", password: "12345678" })).toEqual(["Enter a valid email"]);
    expect(signUpSchema.safeParse({ email: "a@b.co", password: "12345678", isAdmin: true }).success).toBe(false);
  });

  it("says 'Passwords do not match' under confirmPassword", () => {
    const result = changePasswordSchema.safeParse({
      userId: "0190a6a0-0000-7000-8000-000000000001",
      currentPassword: "old-password",
      newPassword: "new-password",
      confirmPassword: "new-passwort",
    });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ["confirmPassword"], message: "Passwords do not match" })]);
  });
});
