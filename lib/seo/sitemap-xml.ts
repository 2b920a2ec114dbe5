import { locales } from "@/i18n/config";
import { languageAlternates } from "@/lib/seo/page-metadata";

/**
 * The sitemap protocol's XML (sitemaps.org), built by hand: it is a few elements, and writing
 * them directly keeps a 50,000-URL file a single string join.
 */

/** The protocol's limit of URLs per sitemap file. Each language version is its own <url>. */
export const MAX_URLS_PER_SITEMAP = 50_000;

/** A public page in every language: one <url> per language, each listing all of them as alternates. */
export type SitemapPage = { path: string; lastModified: Date | null };

export type SitemapFile = { loc: string; lastModified: Date | null };

const xmlEntities: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text safe inside an XML element or a quoted attribute. */
export function escapeXml(text: string): string {
  return /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (character) => xmlEntities[character]!) : text;
}

function lastmod(date: Date | null): string {
  return date ? `<lastmod>${date.toISOString()}</lastmod>` : "";
}

/** A <urlset> with one <url> per page and language, each carrying the page's hreflang alternates. */
export function urlSetXml(pages: readonly SitemapPage[]): string {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'];
  for (const page of pages) {
    const hrefs = languageAlternates(page.path);
    let alternates = "";
    for (const [hreflang, href] of Object.entries(hrefs)) alternates += `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
    const modified = lastmod(page.lastModified);
    for (const locale of locales) parts.push(`<url><loc>${escapeXml(hrefs[locale])}</loc>${modified}${alternates}</url>\n`);
  }
  parts.push("</urlset>\n");
  return parts.join("");
}

/** A <sitemapindex> listing sitemap files. */
export function sitemapIndexXml(files: readonly SitemapFile[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(file.loc)}</loc>${lastmod(file.lastModified)}</sitemap>\n`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}

/** Pages (each written once per language) that fit in one sitemap file. */
export const PAGES_PER_SITEMAP = Math.floor(MAX_URLS_PER_SITEMAP / locales.length);

export function newest(dates: readonly (Date | null)[]): Date | null {
  let latest: Date | null = null;
  for (const date of dates) if (date && (!latest || date > latest)) latest = date;
  return latest;
}

export const xmlHeaders = { "content-type": "application/xml; charset=utf-8" };
