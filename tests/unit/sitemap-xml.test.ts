import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";

import robots from "@/app/robots";
import { escapeXml, MAX_URLS_PER_SITEMAP, newest, PAGES_PER_SITEMAP, sitemapIndexXml, urlSetXml } from "@/lib/seo/sitemap-xml";

const previousUrl = process.env.NEXTAUTH_URL;
beforeAll(() => {
  process.env.NEXTAUTH_URL = "https://jobs.example";
});
afterAll(() => {
  process.env.NEXTAUTH_URL = previousUrl;
});

describe("escapeXml", () => {
  it("escapes the five XML special characters and leaves other text alone", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(escapeXml("https://jobs.example/en/us/job/año-1")).toBe("https://jobs.example/en/us/job/año-1");
  });
});

describe("urlSetXml", () => {
  it("writes each page once per language, each <url> listing en, es and x-default", () => {
    const xml = urlSetXml([{ path: "/us/jobs", lastModified: new Date("2026-11-02T03:04:05Z") }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = xml.match(/<url>.*?<\/url>/g)!;
    expect(urls).toHaveLength(2);
    expect(urls[0]).toContain("<loc>https://jobs.example/en/us/jobs</loc><lastmod>2026-11-02T03:04:05.000Z</lastmod>");
    expect(urls[1]).toContain("<loc>https://jobs.example/es/us/jobs</loc>");
    for (const url of urls) {
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://jobs.example/en/us/jobs"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://jobs.example/es/us/jobs"/>');
      expect(url).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://jobs.example/en/us/jobs"/>');
    }
  });

  it("escapes URLs and leaves lastmod out when there is no known change", () => {
    const xml = urlSetXml([{ path: "/us/jobs?a=1&b=<2>", lastModified: null }]);
    expect(xml).toContain("<loc>https://jobs.example/en/us/jobs?a=1&amp;b=&lt;2&gt;</loc>");
    expect(xml).not.toContain("a=1&b");
    expect(xml).not.toContain("<lastmod>");
  });

  it("fits a full file of pages within the protocol's 50,000 URLs", () => {
    expect(PAGES_PER_SITEMAP * 2).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
  });
});

describe("sitemapIndexXml", () => {
  it("lists the files with their last change", () => {
    const xml = sitemapIndexXml([
      { loc: "https://jobs.example/sitemaps/pages.xml", lastModified: new Date("2026-11-02T00:00:00Z") },
      { loc: "https://jobs.example/sitemaps/jobs-1.xml", lastModified: null },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<sitemap><loc>https://jobs.example/sitemaps/pages.xml</loc><lastmod>2026-11-02T00:00:00.000Z</lastmod></sitemap>");
    expect(xml).toContain("<sitemap><loc>https://jobs.example/sitemaps/jobs-1.xml</loc></sitemap>");
  });
});

describe("newest", () => {
  it("picks the latest date, ignoring unknown ones", () => {
    expect(newest([null, new Date(5), new Date(9), new Date(1)])).toEqual(new Date(9));
    expect(newest([null])).toBeNull();
  });
});

describe("robots", () => {
  it("lets crawlers in, keeps them out of private areas, and points at the sitemap index", () => {
    const rules = robots();
    expect(rules.sitemap).toBe("https://jobs.example/sitemap.xml");
    expect(rules.rules).toEqual({
      userAgent: "*",
      allow: "/",
      disallow: ["/api/", "/en/home", "/en/admin", "/en/auth", "/es/home", "/es/admin", "/es/auth", "/dev"],
    });
  });
});
