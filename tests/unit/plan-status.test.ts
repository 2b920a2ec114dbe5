import { describe, expect, it } from "@jest/globals";

import { isPlanExpiredFor, isPremiumPlan, planNameOf, shouldOfferUpgrade, summarizePlans, upgradeCompanyOf, type CompanyPlan } from "@/lib/plans/plan-status";

const company = (planName: CompanyPlan["planName"], isPlanExpired = false, id: string = planName): CompanyPlan => ({ id, name: id, planName, isPlanExpired, emailDomain: null });

describe("a company's plan", () => {
  it("is the subscription's plan while it is active or trialing, else Free", () => {
    expect(planNameOf(null)).toBe("FREE");
    expect(planNameOf(undefined)).toBe("FREE");
    expect(planNameOf({ status: "ACTIVE", plan: { name: "PREMIUM" } })).toBe("PREMIUM");
    expect(planNameOf({ status: "TRIALING", plan: { name: "PRO" } })).toBe("PRO");
    for (const status of ["PAST_DUE", "CANCELED", "EXPIRED"] as const) expect(planNameOf({ status, plan: { name: "PREMIUM" } })).toBe("FREE");
  });

  it("has expired when a paid plan is no longer live; a company that never paid has not", () => {
    expect(isPlanExpiredFor(null)).toBe(false);
    expect(isPlanExpiredFor({ status: "ACTIVE", plan: { name: "PRO" } })).toBe(false);
    expect(isPlanExpiredFor({ status: "TRIALING", plan: { name: "PRO" } })).toBe(false);
    for (const status of ["PAST_DUE", "CANCELED", "EXPIRED"] as const) expect(isPlanExpiredFor({ status, plan: { name: "PRO" } })).toBe(true);
  });

  it("counts as premium on Pro and Premium", () => {
    expect(isPremiumPlan("FREE")).toBe(false);
    expect(isPremiumPlan("PRO")).toBe(true);
    expect(isPremiumPlan("PREMIUM")).toBe(true);
  });
});

describe("summarizePlans (spec section 6 checks)", () => {
  it("is premium when some company is Pro or Premium, all premium only when every one is", () => {
    expect(summarizePlans([company("FREE"), company("PRO")])).toMatchObject({ isPremium: true, areAllPremium: false, areAllExpired: false });
    expect(summarizePlans([company("PREMIUM"), company("PRO")])).toMatchObject({ isPremium: true, areAllPremium: true });
    expect(summarizePlans([company("FREE"), company("FREE", false, "other")])).toMatchObject({ isPremium: false, areAllPremium: false });
  });

  it("is all expired only when every company's plan lapsed", () => {
    expect(summarizePlans([company("FREE", true), company("FREE", true, "b")])).toMatchObject({ areAllExpired: true, isPremium: false });
    expect(summarizePlans([company("FREE", true), company("PRO")])).toMatchObject({ areAllExpired: false });
  });

  it("answers no to every check for a user without companies", () => {
    expect(summarizePlans([])).toEqual({ companies: [], isPremium: false, areAllPremium: false, areAllExpired: false });
  });
});

describe("shouldOfferUpgrade (the navbar's Upgrade button)", () => {
  it("shows for employers whose companies are not all premium", () => {
    expect(shouldOfferUpgrade("EMPLOYER", summarizePlans([company("PREMIUM"), company("FREE")]))).toBe(true);
    expect(shouldOfferUpgrade("EMPLOYER", summarizePlans([]))).toBe(true);
    expect(shouldOfferUpgrade("EMPLOYER", null)).toBe(true);
    expect(shouldOfferUpgrade("EMPLOYER", summarizePlans([company("PREMIUM"), company("PRO")]))).toBe(false);
  });

  it("never shows for candidates", () => {
    expect(shouldOfferUpgrade("CANDIDATE", summarizePlans([company("FREE")]))).toBe(false);
    expect(shouldOfferUpgrade("CANDIDATE", null)).toBe(false);
  });
});

describe("upgradeCompanyOf (where the Upgrade button leads)", () => {
  it("goes straight to the one company still on Free", () => {
    const free = { ...company("FREE"), id: "free-one", name: "Colibrí" };
    expect(upgradeCompanyOf(summarizePlans([company("PREMIUM"), free]))).toEqual(free);
  });

  it("leaves the choice to the go-premium prompt with several Free companies or none", () => {
    expect(upgradeCompanyOf(summarizePlans([company("FREE"), company("FREE")]))).toBeNull();
    expect(upgradeCompanyOf(summarizePlans([]))).toBeNull();
    expect(upgradeCompanyOf(null)).toBeNull();
  });
});
