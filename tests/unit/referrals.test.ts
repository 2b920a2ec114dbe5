import { afterEach, describe, expect, it, jest } from "@jest/globals";

import { errorMessageOf } from "@/lib/api/error-message";
import { ApiError } from "@/lib/api/client";
import { referralInvitationEmail } from "@/lib/mail/templates";
import { affiliateConfig, reportAffiliateSignUp } from "@/lib/referrals/affiliate-service";
import { generateReferralCode, normalizeReferralCode, REFERRAL_CODE_LENGTH } from "@/lib/referrals/referral-code";
import { displayNameOf } from "@/lib/referrals/referral-wire";

describe("referral codes", () => {
  it("are ten characters with no look-alikes, and read back whatever the case", () => {
    const codes = Array.from({ length: 200 }, generateReferralCode);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[2-9A-HJKMNP-Z]{${REFERRAL_CODE_LENGTH}}$`));
    expect(new Set(codes).size).toBe(codes.length);
    expect(normalizeReferralCode(" ab2cd3efgh ")).toBe("AB2CD3EFGH");
  });
});

describe("the affiliate service", () => {
  const fetchSpy = jest.spyOn(globalThis, "fetch");
  afterEach(() => {
    fetchSpy.mockReset();
  });

  it("is not called without its key", () => {
    expect(affiliateConfig({} as NodeJS.ProcessEnv)).toBeNull();
    reportAffiliateSignUp({ email: "a@example.test", userId: "u1", referralCode: "CODE" }, {} as NodeJS.ProcessEnv);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("hears of a sign-up with the key in its header when the key is set", () => {
    fetchSpy.mockResolvedValue(new Response("{}", { status: 200 }));
    reportAffiliateSignUp({ email: "a@example.test", userId: "u1", referralCode: "CODE", trackingId: "t-9" }, { AFFILIATE_API_KEY: "secret", AFFILIATE_API_URL: "https://affiliates.test/api/" } as unknown as NodeJS.ProcessEnv);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe("https://affiliates.test/api/track/signup");
    expect((init!.headers as Record<string, string>)["x-api-key"]).toBe("secret");
    expect(JSON.parse(init!.body as string)).toEqual({ email: "a@example.test", uid: "u1", ref_id: "CODE", tid: "t-9" });
  });
});

describe("the invitation e-mail", () => {
  it("names the inviter and carries the link, in each language", () => {
    const url = "https://remotejobs.test/es/auth/signup?fpr=AB2CD3EFGH";
    const es = referralInvitationEmail({ locale: "es", inviterName: "Lucía Pérez", url });
    expect(es.subject).toBe("Lucía Pérez te invita a Remote Jobs");
    expect(es.text).toContain(url);
    expect(es.html).toContain('<html lang="es">');
    expect(referralInvitationEmail({ locale: "en", inviterName: "Sam", url }).subject).toBe("Sam invites you to Remote Jobs");
    expect(displayNameOf(null, " ", "sam.smith@example.test")).toBe("sam.smith");
  });
});

describe("the daily limit's message", () => {
  it("says how many invitations a day are allowed", () => {
    const error = new ApiError("rate_limited", { status: 429, details: { limit: 10, retryAfterSeconds: 3600, reason: "referral_daily_limit" } });
    expect(errorMessageOf(error)).toEqual({ key: "referralDailyLimit", values: { limit: 10 } });
  });
});
