import { describe, expect, it } from "@jest/globals";

import { isOutsideLocaleRouting } from "@/lib/proxy/locale-routing";

describe("isOutsideLocaleRouting", () => {
  it("leaves API routes and development tools without a language", () => {
    for (const path of ["/api", "/api/health", "/api/users/checkByEmail/a@b.co", "/dev/outbox", "/sitemap.xml", "/sitemaps/jobs-1.xml", "/robots.txt"]) expect(isOutsideLocaleRouting(path)).toBe(true);
  });

  it("puts every page, including ones that merely start like those, under a language", () => {
    for (const path of ["/", "/us/jobs", "/home", "/apis", "/developers", "/es/api", "/sitemaps", "/en/sitemaps/x"]) expect(isOutsideLocaleRouting(path)).toBe(false);
  });
});
