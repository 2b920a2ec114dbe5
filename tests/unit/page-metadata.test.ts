import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";

import { languageAlternates, publicPageMetadata, SITE_NAME } from "@/lib/seo/page-metadata";

const previousUrl = process.env.NEXTAUTH_URL;
beforeAll(() => {
  process.env.NEXTAUTH_URL = "https://jobs.example/";
});
afterAll(() => {
  process.env.NEXTAUTH_URL = previousUrl;
});

describe("publicPageMetadata", () => {
  const base = { path: "/us/jobs", title: "Remote jobs in the United States", description: "Open remote jobs." };

  it("makes the page's own language canonical and links every language plus x-default", () => {
    const metadata = publicPageMetadata({ ...base, locale: "es" });
    expect(metadata.metadataBase?.toString()).toBe("https://jobs.example/");
    expect(metadata.alternates).toEqual({
      canonical: "https://jobs.example/es/us/jobs",
      languages: { en: "https://jobs.example/en/us/jobs", es: "https://jobs.example/es/us/jobs", "x-default": "https://jobs.example/en/us/jobs" },
    });
  });

  it("gives the same hreflang set to both languages, so the pairs are reciprocal", () => {
    const english = publicPageMetadata({ ...base, locale: "en" });
    const spanish = publicPageMetadata({ ...base, locale: "es" });
    expect(english.alternates?.languages).toEqual(spanish.alternates?.languages);
    expect(english.alternates?.canonical).toBe("https://jobs.example/en/us/jobs");
  });

  it("describes the page for link previews in its language", () => {
    const metadata = publicPageMetadata({ ...base, locale: "es" });
    expect(metadata.title).toBe(base.title);
    expect(metadata.description).toBe(base.description);
    expect(metadata.openGraph).toEqual({
      type: "website",
      url: "https://jobs.example/es/us/jobs",
      title: base.title,
      description: base.description,
      siteName: SITE_NAME,
      locale: "es_ES",
      alternateLocale: ["en_US"],
    });
    expect(metadata.twitter).toEqual({ card: "summary", title: base.title, description: base.description });
    expect(metadata.robots).toBeUndefined();
  });

  it("uses a large card and Open Graph image when the page has an image, and the article type when asked", () => {
    const metadata = publicPageMetadata({ ...base, locale: "en", image: "/api/files/logo", type: "article" });
    expect(metadata.openGraph).toMatchObject({ type: "article", locale: "en_US", alternateLocale: ["es_ES"], images: ["/api/files/logo"] });
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image", images: ["/api/files/logo"] });
  });

  it("keeps noindex pages out of results while letting crawlers follow their links", () => {
    expect(publicPageMetadata({ ...base, locale: "en", noindex: true }).robots).toEqual({ index: false, follow: true });
  });

  it("writes the landing page without a trailing slash", () => {
    expect(languageAlternates("/")).toEqual({ en: "https://jobs.example/en", es: "https://jobs.example/es", "x-default": "https://jobs.example/en" });
  });
});
