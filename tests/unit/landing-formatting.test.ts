import { describe, expect, it } from "@jest/globals";

import { toCountryOptionGroups } from "@/lib/catalogue/country-option-groups";
import { formatMoney } from "@/lib/format/money";
import { safeHttpUrl, safeImageUrl } from "@/lib/navigation/safe-url";

// Intl separates amount and symbol with no-break spaces; the tests read them as plain spaces.
const money = (...args: Parameters<typeof formatMoney>) => formatMoney(...args).replace(/[\u00a0\u202f]/g, " ");

describe("formatMoney", () => {
  it("writes whole amounts in the page's language, compact from 10,000 up", () => {
    expect(money(4500, "USD", "en")).toBe("$4,500");
    expect(money(120_000, "USD", "en")).toBe("$120K");
    expect(money(4500, "USD", "es")).toBe("4500 US$");
    expect(money(28_000, "EUR", "es")).toBe("28 mil €");
  });

  it("never passes another currency off as dollars", () => {
    expect(money(2_800_000, "ARS", "en")).toBe("ARS 2.8M");
  });

  it("falls back to the number and the code for a malformed currency", () => {
    expect(money(1200, "not a currency", "en")).toBe("1,200 not a currency");
  });
});

describe("safe URLs", () => {
  it("keeps http(s) links and drops script, data and relative ones", () => {
    expect(safeHttpUrl("https://acme.example/jobs")).toBe("https://acme.example/jobs");
    expect(safeHttpUrl("http://acme.example")).toBe("http://acme.example/");
    for (const unsafe of ["javascript:alert(1)", "data:text/html,hi", "/relative", "//evil.example", "not a url", "", null, undefined]) {
      expect(safeHttpUrl(unsafe)).toBeNull();
    }
  });

  it("accepts our own root-relative files as images, not protocol-relative ones", () => {
    expect(safeImageUrl("/api/files/0190")).toBe("/api/files/0190");
    expect(safeImageUrl("//evil.example/pixel.png")).toBeNull();
    expect(safeImageUrl("javascript:alert(1)")).toBeNull();
  });
});

describe("toCountryOptionGroups", () => {
  it("gives each country the spec's option shape: flag as icon, id as value", () => {
    const groups = [{ region: { slug: "north-america", name: "North America" }, countries: [{ id: 7, slug: "us", code: "US", name: "United States", flag: "🇺🇸" }] }];
    expect(toCountryOptionGroups(groups)).toEqual([
      { region: { slug: "north-america", name: "North America" }, countries: [{ id: 7, name: "United States", icon: "🇺🇸", value: 7, slug: "us", code: "US" }] },
    ]);
  });
});
