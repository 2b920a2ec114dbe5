import type { Metadata } from "next";

import { defaultLocale, locales, type Locale } from "@/i18n/config";
import { appUrl } from "@/lib/auth/app-url";
import { absoluteUrl } from "@/lib/navigation/public-paths";

/** The product's name in link previews; a brand, so the same in every language. */
export const SITE_NAME = "Remote Jobs";

const openGraphLocales: Record<Locale, string> = { en: "en_US", es: "es_ES" };

export type PublicPageMetadataInput = {
  locale: Locale;
  /** The page's canonical path without the language prefix, as lib/navigation/public-paths.ts builds it ("/us/jobs"). */
  path: string;
  /**
   * The path of the page being served, when it is not the canonical one (a job seen under another
   * country): its language versions are the alternates, so hreflang stays reciprocal between the
   * pages that link each other and never names the canonical page as a mere alternate.
   */
  servedPath?: string;
  title: string;
  description: string;
  /** Pages that must stay out of search results (a closed job's notice, a filtered list) but whose links crawlers may follow. */
  noindex?: boolean;
  /** An absolute URL, or a path on this site (made absolute through metadataBase). */
  image?: string | null;
  type?: "website" | "article";
};

/** hreflang for every language of a page, plus x-default (the English page). */
export function languageAlternates(path: string): Record<Locale | "x-default", string> {
  const urls = Object.fromEntries(locales.map((locale) => [locale, absoluteUrl(locale, path)])) as Record<Locale, string>;
  return { ...urls, "x-default": urls[defaultLocale] };
}

/**
 * Metadata of a public page: canonical URL, reciprocal hreflang (en, es, x-default), Open Graph
 * and Twitter card. Every language version points at itself as canonical and at the others as
 * alternates, which is what makes the hreflang pairs reciprocal.
 */
export function publicPageMetadata({ locale, path, servedPath = path, title, description, noindex = false, image = null, type = "website" }: PublicPageMetadataInput): Metadata {
  const url = absoluteUrl(locale, path);
  const images = image ? [image] : undefined;
  return {
    metadataBase: new URL(appUrl()),
    title,
    description,
    alternates: { canonical: url, languages: languageAlternates(servedPath) },
    openGraph: {
      type,
      url,
      title,
      description,
      siteName: SITE_NAME,
      locale: openGraphLocales[locale],
      alternateLocale: locales.filter((other) => other !== locale).map((other) => openGraphLocales[other]),
      ...(images ? { images } : {}),
    },
    twitter: { card: image ? "summary_large_image" : "summary", title, description, ...(images ? { images } : {}) },
    ...(noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
