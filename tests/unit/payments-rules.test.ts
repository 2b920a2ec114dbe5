import { describe, expect, it } from "@jest/globals";

import { cardBrandOf, toPaymentMethodWire } from "@/lib/payments/payment-method-wire";
import { getPaymentsMode, getPublishableKey } from "@/lib/payments/payments-mode";
import { displayNameOf, lookupKeyOf, planNameOfLookupKey } from "@/lib/payments/plan-lookup-keys";

describe("getPaymentsMode", () => {
  it("uses Stripe Elements only against hosted Stripe with a publishable key, and the test-card picker otherwise", () => {
    expect(getPaymentsMode({ STRIPE_PUBLISHABLE_KEY: "pk_test_1" })).toBe("elements");
    expect(getPublishableKey({ STRIPE_PUBLISHABLE_KEY: "pk_test_1" })).toBe("pk_test_1");
    expect(getPaymentsMode({ STRIPE_PUBLISHABLE_KEY: "pk_test_1", STRIPE_API_URL: "http://127.0.0.1:12111" })).toBe("test-cards");
    expect(getPublishableKey({ STRIPE_PUBLISHABLE_KEY: "pk_test_1", STRIPE_API_URL: "http://127.0.0.1:12111" })).toBeNull();
    expect(getPaymentsMode({})).toBe("test-cards");
  });
});

describe("plan lookup keys", () => {
  it("names each paid plan's price by plan and interval, and reads the plan back", () => {
    expect(lookupKeyOf({ name: "PRO", interval: "MONTH" })).toBe("pro_monthly");
    expect(lookupKeyOf({ name: "PREMIUM", interval: "YEAR" })).toBe("premium_yearly");
    expect(planNameOfLookupKey("premium_monthly")).toBe("PREMIUM");
    expect(planNameOfLookupKey("pro_yearly")).toBe("PRO");
    expect(planNameOfLookupKey("free_monthly")).toBeNull();
    expect(planNameOfLookupKey(null)).toBeNull();
    expect(displayNameOf("PREMIUM")).toBe("Premium");
  });
});

describe("card brands", () => {
  it("maps Stripe's brands to the spec's, diners included, and unknown ones to UNKNOWN", () => {
    expect(["visa", "mastercard", "amex", "discover", "diners", "jcb", "unionpay", "eftpos_au", null].map(cardBrandOf)).toEqual([
      "VISA", "MASTERCARD", "AMEX", "DISCOVER", "DINERS_CLUB", "JCB", "UNIONPAY", "UNKNOWN", "UNKNOWN",
    ]);
    expect(toPaymentMethodWire({ id: "1", isDefault: true, brand: "DINERS_CLUB", last4: "0004", expMonth: 3, expYear: 2030 })).toEqual({ _id: "1", is_default: true, brand: "diners_club", last4: "0004", exp_month: 3, exp_year: 2030 });
  });
});
