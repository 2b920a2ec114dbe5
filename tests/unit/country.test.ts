import { describe, expect, it } from "@jest/globals";

import { countryCookie, countryInPath, countryPath, isKnownCountry, pathInCountry, resolveCountry } from "@/lib/navigation/country";

const slugs = ["us", "mx", "ar", "es"];

describe("countryInPath", () => {
  it("reads the first segment when it is a known country", () => {
    expect(countryInPath("/mx/jobs", slugs)).toBe("mx");
    expect(countryInPath("/es", slugs)).toBe("es");
    expect(countryInPath("/MX/jobs", slugs)).toBe("mx");
  });

  it("finds none on pages without a country", () => {
    for (const path of ["/", "", "/home/chat", "/auth/login", "/zz/jobs"]) expect(countryInPath(path, slugs)).toBeNull();
  });
});

describe("resolveCountry", () => {
  it("prefers the URL, then the cookie, then the United States", () => {
    expect(resolveCountry({ pathname: "/ar/jobs", countrySlugs: slugs, cookieCountry: "mx" })).toBe("ar");
    expect(resolveCountry({ pathname: "/", countrySlugs: slugs, cookieCountry: "mx" })).toBe("mx");
    expect(resolveCountry({ pathname: "/home", countrySlugs: slugs, cookieCountry: null })).toBe("us");
  });

  it("ignores a cookie that names no country we know", () => {
    expect(resolveCountry({ pathname: "/", countrySlugs: slugs, cookieCountry: "zz" })).toBe("us");
    expect(resolveCountry({ pathname: "/", countrySlugs: slugs, cookieCountry: "../x" })).toBe("us");
  });

  it("trusts a two-letter cookie when the catalogue could not be loaded", () => {
    expect(resolveCountry({ pathname: "/", countrySlugs: [], cookieCountry: "co" })).toBe("co");
    expect(isKnownCountry("col", [])).toBe(false);
  });
});

describe("pathInCountry", () => {
  it("swaps the country of a page that has one", () => {
    expect(pathInCountry("/mx/jobs/design", "ar", slugs)).toBe("/ar/jobs/design");
    expect(pathInCountry("/mx", "us", slugs)).toBe("/us");
  });

  it("is null on pages without a country (they stay where they are)", () => {
    expect(pathInCountry("/", "ar", slugs)).toBeNull();
    expect(pathInCountry("/home/chat", "ar", slugs)).toBeNull();
  });
});

describe("countryPath and countryCookie", () => {
  it("builds country URLs and a year-long cookie", () => {
    expect(countryPath("mx")).toBe("/mx");
    expect(countryPath("mx", "/candidates")).toBe("/mx/candidates");
    expect(countryCookie("mx")).toBe("NEXT_COUNTRY=mx; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});
