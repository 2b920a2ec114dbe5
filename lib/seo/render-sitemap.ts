import "server-only";

import { appUrl } from "@/lib/auth/app-url";
import { listJobSitemapChunks, listSitemapJobs } from "@/lib/seo/list-sitemap-jobs";
import { listSitemapCompanies } from "@/lib/seo/list-sitemap-companies";
import { listSitemapPages } from "@/lib/seo/list-sitemap-pages";
import { newest, sitemapIndexXml, urlSetXml, type SitemapFile } from "@/lib/seo/sitemap-xml";

/** Where a sitemap file lives: /sitemaps/pages.xml, /sitemaps/companies.xml, /sitemaps/jobs-1.xml... */
export function sitemapFileUrl(name: string): string {
  return `${appUrl()}/sitemaps/${name}`;
}

/** The sitemap files, each with the newest real change within it. */
export async function listSitemapFiles(now: Date = new Date()): Promise<SitemapFile[]> {
  const [pages, companies, jobChunks] = await Promise.all([listSitemapPages(now), listSitemapCompanies(now), listJobSitemapChunks(now)]);
  return [
    { loc: sitemapFileUrl("pages.xml"), lastModified: newest(pages.map((page) => page.lastModified)) },
    { loc: sitemapFileUrl("companies.xml"), lastModified: newest(companies.map((company) => company.lastModified)) },
    ...jobChunks.map((chunk) => ({ loc: sitemapFileUrl(`jobs-${chunk.page}.xml`), lastModified: chunk.lastModified })),
  ];
}

export async function renderSitemapIndex(now: Date = new Date()): Promise<string> {
  return sitemapIndexXml(await listSitemapFiles(now));
}

const jobsFileName = /^jobs-([1-9][0-9]{0,5})\.xml$/;

/** The XML of /sitemaps/{name}, or null for a file that does not exist. */
export async function renderSitemapFile(name: string, now: Date = new Date()): Promise<string | null> {
  if (name === "pages.xml") return urlSetXml(await listSitemapPages(now));
  if (name === "companies.xml") return urlSetXml(await listSitemapCompanies(now));
  const page = jobsFileName.exec(name)?.[1];
  if (!page) return null;
  const jobs = await listSitemapJobs(Number(page), now);
  return jobs ? urlSetXml(jobs) : null;
}
