import { describe, expect, it } from "@jest/globals";

import { localizedPath, safeCallbackPath } from "@/lib/navigation/callback-url";
import { reachableStep, resetStepOf } from "@/components/auth/reset-steps";
import { loginUrlAfter } from "@/components/auth/session-expiry";
import { signupSideOf, signupTypeOf } from "@/components/auth/signup-side";
import { ApiError } from "@/lib/api/client";
import { errorMessageOf, signInErrorMessage } from "@/lib/api/error-message";
import { newPasswordFormSchema } from "@/lib/auth/schemas";
import { signUpFormSchema } from "@/lib/users/schemas";
import { formMessageOf } from "@/lib/validations/form-messages";

describe("safeCallbackPath", () => {
  it.each([
    ["/home/job-templates", "/home/job-templates"],
    ["/home/chat?channelId=7#latest", "/home/chat?channelId=7#latest"],
    ["/es/home/chat", "/home/chat"],
    ["/en", "/"],
    ["/us/jobs", "/us/jobs"],
  ])("keeps the site's own path %s as %s, without its language", (raw, expected) => {
    expect(safeCallbackPath(raw)).toBe(expected);
  });

  it.each([undefined, null, "", "home", "//evil.test/home", "/\\evil.test", "https://evil.test/home", "javascript:alert(1)", "/api/auth/signin", "/en/auth/login?callbackUrl=/home"])(
    "falls back to the dashboard home for %p",
    (raw) => {
      expect(safeCallbackPath(raw)).toBe("/home");
    },
  );

  it("reads the first of repeated parameters", () => {
    expect(safeCallbackPath(["/home/chat", "//evil.test"])).toBe("/home/chat");
  });

  it("puts the language in front", () => {
    expect(localizedPath("es", "/home")).toBe("/es/home");
    expect(localizedPath("en", "/")).toBe("/en");
  });
});

describe("the sign-up side (spec section 2)", () => {
  it.each([
    [{ type: "want-work" }, "candidate"],
    [{ type: "want-hire" }, "employer"],
    [{ asEmployer: "true" }, "employer"],
    [{ type: "want-hire", asEmployer: "true" }, "employer"],
    [{ type: "want-work", asEmployer: "true" }, "candidate"],
    [{ asEmployer: "false" }, "candidate"],
    [{}, "candidate"],
    [{ type: ["want-hire", "want-work"] }, "employer"],
  ] as const)("%p starts on the %s side", (query, side) => {
    expect(signupSideOf(query)).toBe(side);
  });

  it("writes the side back as ?type=", () => {
    expect(signupTypeOf("employer")).toBe("want-hire");
    expect(signupTypeOf("candidate")).toBe("want-work");
  });
});

describe("form errors", () => {
  it("map the spec's shared messages and zod's codes to message keys", () => {
    expect(formMessageOf({ message: "This field is required" })).toEqual({ key: "required" });
    expect(formMessageOf({ message: "Enter a valid email", code: "invalid_format" })).toEqual({ key: "email" });
    expect(formMessageOf({ message: "Passwords do not match", code: "custom" })).toEqual({ key: "passwordsMismatch" });
    expect(formMessageOf({ message: "Min number of characters is 8", code: "custom" })).toEqual({ key: "minLength", values: { min: 8 } });
    expect(formMessageOf({ message: "Min number of characters is 20", code: "too_small", origin: "string", minimum: 20 })).toEqual({ key: "minLength", values: { min: 20 } });
    expect(formMessageOf({ message: "The link you entered is not valid" })).toEqual({ key: "invalidLink" });
    expect(formMessageOf({ code: "too_big", origin: "string" })).toEqual({ key: "maxLength" });
    expect(formMessageOf({ code: "too_big", origin: "number" })).toEqual({ key: "aboveMax" });
    expect(formMessageOf({ code: "too_small", origin: "number", minimum: 0 })).toEqual({ key: "belowMin" });
    expect(formMessageOf({ code: "too_small", origin: "array", minimum: 1 })).toEqual({ key: "required" });
    expect(formMessageOf({ code: "invalid_format", format: "email" })).toEqual({ key: "email" });
    expect(formMessageOf({ code: "something_else" })).toEqual({ key: "invalid" });
  });

  it("check that the passwords match as soon as both are typed, even while the e-mail is wrong", () => {
    const result = signUpFormSchema.safeParse({ email: "nope", password: "12345678", confirmPassword: "12345679", first_name: "", last_name: "" });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(fields).toEqual(expect.arrayContaining([["email", "Enter a valid email"], ["confirmPassword", "Passwords do not match"]]));
  });

  it("leave blank optional names out of the sign-up", () => {
    const result = signUpFormSchema.safeParse({ email: " Ana@Example.TEST ", password: "12345678", confirmPassword: "12345678", first_name: "  ", last_name: "Pérez" });
    expect(result.success && result.data).toEqual({ email: "ana@example.test", password: "12345678", confirmPassword: "12345678", first_name: undefined, last_name: "Pérez" });
  });

  it("ask for 8 characters in a new password", () => {
    const result = newPasswordFormSchema.safeParse({ password: "short", confirmPassword: "short" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Min number of characters is 8"]);
  });
});

describe("error messages by code", () => {
  const error = (code: ConstructorParameters<typeof ApiError>[0], details?: Record<string, unknown>) => new ApiError(code, { status: 400, details });

  it("give the retry wait of a rate limit in seconds or whole minutes", () => {
    expect(errorMessageOf(error("rate_limited", { retryAfterSeconds: 42 }))).toEqual({ key: "rateLimitedSeconds", values: { seconds: 42 } });
    expect(errorMessageOf(error("rate_limited", { retryAfterSeconds: 61 }))).toEqual({ key: "rateLimitedMinutes", values: { minutes: 2 } });
    expect(errorMessageOf(error("rate_limited"))).toEqual({ key: "rateLimited" });
    expect(errorMessageOf(error("rate_limited", { retryAfterSeconds: 600, reason: "login_throttled" }))).toEqual({ key: "loginThrottled" });
  });

  it("tell the reasons of refused codes and links", () => {
    expect(errorMessageOf(error("invalid_code", { reason: "mismatch", attemptsLeft: 3 }))).toEqual({ key: "invalidCodeMismatch", values: { attemptsLeft: 3 } });
    expect(errorMessageOf(error("invalid_code", { reason: "expired" }))).toEqual({ key: "invalidCodeExpired" });
    expect(errorMessageOf(error("invalid_code", { reason: "attempts_exhausted" }))).toEqual({ key: "invalidCodeAttemptsExhausted" });
    expect(errorMessageOf(error("invalid_token", { reason: "used" }))).toEqual({ key: "invalidTokenUsed" });
    expect(errorMessageOf(error("invalid_token", { reason: "expired" }))).toEqual({ key: "invalidTokenExpired" });
    expect(errorMessageOf(error("invalid_token"))).toEqual({ key: "invalidToken" });
  });

  it("name the other codes, and fall back for anything else", () => {
    expect(errorMessageOf(error("email_taken"))).toEqual({ key: "emailTaken" });
    expect(errorMessageOf(error("account_banned"))).toEqual({ key: "accountBanned" });
    expect(errorMessageOf(error("validation_failed"))).toEqual({ key: "validationFailed" });
    expect(errorMessageOf(error("network_error"))).toEqual({ key: "networkError" });
    expect(errorMessageOf(error("internal_error"))).toEqual({ key: "unknown" });
    expect(errorMessageOf(new Error("boom"))).toEqual({ key: "unknown" });
  });

  it("read next-auth's sign-in errors", () => {
    expect(signInErrorMessage("invalid_credentials")).toEqual({ key: "invalidCredentials" });
    expect(signInErrorMessage("CredentialsSignin")).toEqual({ key: "invalidCredentials" });
    // Through next-auth only the code travels: a throttled login says to wait, or to use the mailed link.
    expect(signInErrorMessage("rate_limited")).toEqual({ key: "loginThrottled" });
    expect(signInErrorMessage("sign_in_link_expired")).toEqual({ key: "signInLinkExpired" });
    expect(signInErrorMessage("sign_in_link_used")).toEqual({ key: "signInLinkUsed" });
    expect(signInErrorMessage("sign_in_link_unknown")).toEqual({ key: "signInLinkInvalid" });
    expect(signInErrorMessage("account_banned")).toEqual({ key: "accountBanned" });
    expect(signInErrorMessage("OAuthCallback")).toEqual({ key: "socialSignInFailed" });
    expect(signInErrorMessage("network_error")).toEqual({ key: "networkError" });
    expect(signInErrorMessage("Configuration")).toEqual({ key: "unknown" });
  });
});

describe("after a session ends", () => {
  it("the login page comes back to the page and, for an expiry, says so", () => {
    expect(loginUrlAfter("expired", { locale: "es", currentPath: "/es/home/chat?channelId=7" })).toBe("/es/auth/login?callbackUrl=%2Fhome%2Fchat%3FchannelId%3D7&reason=session-expired");
    expect(loginUrlAfter("logged-out", { locale: "en", currentPath: "/en/home" })).toBe("/en/auth/login?callbackUrl=%2Fhome");
    // An administrator banned the account: the login page says so instead of 'session expired'.
    expect(loginUrlAfter("banned", { locale: "en", currentPath: "/en/home/chat" })).toBe("/en/auth/login?callbackUrl=%2Fhome%2Fchat&reason=account-banned");
  });
});

describe("password reset steps", () => {
  it("read ?step=, starting over on anything unknown", () => {
    expect(resetStepOf("code")).toBe("code");
    expect(resetStepOf("nope")).toBe("request");
    expect(resetStepOf(null)).toBe("request");
  });

  it("go back to the last step this tab can show after a refresh", () => {
    expect(reachableStep("code", { email: "a@b.test" })).toBe("code");
    expect(reachableStep("code", null)).toBe("request");
    expect(reachableStep("password", { email: "a@b.test" })).toBe("code");
    expect(reachableStep("password", { email: "a@b.test", resetToken: "t" })).toBe("password");
    expect(reachableStep("password", null)).toBe("request");
    expect(reachableStep("done", null)).toBe("done");
  });
});
