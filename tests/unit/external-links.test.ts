import { describe, expect, it } from "@jest/globals";

import { defaultSocialUrls, DEFAULT_HELP_CENTER_CANDIDATES_URL, DEFAULT_HELP_CENTER_EMPLOYERS_URL, helpCenterUrl, socialLinks } from "@/lib/navigation/external-links";
import { parseTheme, themeCookie } from "@/lib/theme/theme";

describe("helpCenterUrl", () => {
  it("has one help site per side, configurable, with defaults", () => {
    expect(helpCenterUrl("CANDIDATE", {})).toBe(DEFAULT_HELP_CENTER_CANDIDATES_URL);
    expect(helpCenterUrl("EMPLOYER", {})).toBe(DEFAULT_HELP_CENTER_EMPLOYERS_URL);
    const env = { NEXT_PUBLIC_HELP_CENTER_CANDIDATES_URL: "https://help.test/c", NEXT_PUBLIC_HELP_CENTER_EMPLOYERS_URL: "https://help.test/e" };
    expect(helpCenterUrl("CANDIDATE", env)).toBe("https://help.test/c");
    expect(helpCenterUrl("EMPLOYER", env)).toBe("https://help.test/e");
  });
});

describe("socialLinks", () => {
  it("lists the product's social pages, each overridable or hidden with 'off'", () => {
    expect(socialLinks({})).toEqual(Object.entries(defaultSocialUrls).map(([network, href]) => ({ network, href })));
    const links = socialLinks({ NEXT_PUBLIC_SOCIAL_X_URL: "https://x.com/other", NEXT_PUBLIC_SOCIAL_FACEBOOK_URL: "off" });
    expect(links.map((link) => link.network)).toEqual(["linkedin", "instagram", "x"]);
    expect(links.find((link) => link.network === "x")?.href).toBe("https://x.com/other");
  });
});

describe("theme cookie", () => {
  it("renders light unless the cookie says dark", () => {
    expect(parseTheme(undefined)).toBe("light");
    expect(parseTheme("nonsense")).toBe("light");
    expect(parseTheme("dark")).toBe("dark");
    expect(themeCookie("dark")).toBe("NEXT_THEME=dark; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});
