import { describe, expect, it } from "@jest/globals";

import { clientIp } from "@/lib/api/client-ip";
import type { CurrentUser } from "@/lib/auth/current-user";
import { loginLimits, slowdownMs } from "@/lib/auth/login-attempts";
import { assertAccess, type AccessLevel } from "@/lib/auth/require-access";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { AppError } from "@/lib/errors";
import { createFixedWindowLimiter } from "@/lib/rate-limit/fixed-window";
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
    expect(loginLimits).toMatchObject({ failuresPerEmail: 5, failuresPerIp: 20, windowMs: 15 * 60_000 });
  });
});

describe("createFixedWindowLimiter", () => {
  it("allows the limit per key and window, then says how long to wait", () => {
    const limiter = createFixedWindowLimiter({ limit: 2, windowMs: 60_000 });
    const now = 1_000_000;
    expect(limiter.hit("a", now).allowed).toBe(true);
    expect(limiter.hit("a", now + 1).allowed).toBe(true);
    expect(limiter.hit("a", now + 2)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.hit("b", now + 2).allowed).toBe(true);
    expect(limiter.hit("a", now + 60_000).allowed).toBe(true);
  });
});

describe("clientIp", () => {
  it("takes the first forwarded address, else X-Real-IP, else none", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" }))).toBe("203.0.113.7");
    expect(clientIp({ "x-real-ip": "198.51.100.2" })).toBe("198.51.100.2");
    expect(clientIp(new Headers())).toBeNull();
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
