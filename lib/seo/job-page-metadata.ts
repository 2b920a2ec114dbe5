import "server-only";

import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import type { Locale } from "@/i18n/config";
import type { PublicJob } from "@/lib/jobs/get-public-job";
import { canonicalCountry, jobPath } from "@/lib/navigation/public-paths";
import { publicPageMetadata } from "@/lib/seo/page-metadata";

/** Plain text of the description's start, for the meta description and social cards. */
export function summaryOf(html: string, length = 160): string {
  const text = html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, " ").trim();
  return text.length <= length ? text : `${text.slice(0, length - 1).replace(/\s+\S*$/, "")}…`;
}

/** A job page's metadata: canonical in the job's own country, hreflang, social cards; noindex once it takes no applications. */
export async function jobPageMetadata(job: PublicJob, locale: Locale, country: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "JobPage" });
  return publicPageMetadata({
    locale,
    path: jobPath(canonicalCountry(job.country?.slug), job),
    servedPath: jobPath(country, job),
    title: t("metaTitle", { title: job.title, company: job.company.name }),
    description: job.gone ? t("goneNotice") : summaryOf(job.descriptionHtml),
    noindex: job.gone !== null,
    image: job.company.logoUrl,
    type: "article",
  });
}
