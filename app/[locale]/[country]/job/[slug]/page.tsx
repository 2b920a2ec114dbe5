import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { cache } from "react";

import { JobPageView } from "@/components/jobs/job-page-view";
import { isLocale } from "@/i18n/config";
import { getCountryBySlug } from "@/lib/catalogue/get-country-by-slug";
import { readPublicJob } from "@/lib/jobs/get-public-job";
import { loadJobPage } from "@/lib/jobs/load-job-page";
import { jobIdFromSegment, jobPath } from "@/lib/navigation/public-paths";
import { jobPageMetadata } from "@/lib/seo/job-page-metadata";

export const dynamic = "force-dynamic";

// generateMetadata and the page read the same job once per request.
const loadJob = cache(readPublicJob);

async function resolve({ locale, country, slug }: { locale: string; country: string; slug: string }) {
  const id = jobIdFromSegment(slug);
  if (!isLocale(locale) || !id) notFound();
  const [countryOption, job] = await Promise.all([getCountryBySlug(country, locale), loadJob(id)]);
  if (!countryOption || !job) notFound();
  return { locale, country: countryOption, job };
}

/** A job's public page: /{locale}/{country}/job/{title slug}-{id}. A stale slug redirects to the current one. */
export default async function Page({ params }: PageProps<"/[locale]/[country]/job/[slug]">) {
  const { slug, ...rest } = await params;
  const { locale, country, job } = await resolve({ slug, ...rest });
  const path = jobPath(country.slug, job);
  if (`/${country.slug}/job/${slug}` !== path) permanentRedirect(`/${locale}${path}`);
  return <JobPageView data={await loadJobPage(job, country, locale)} />;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/[country]/job/[slug]">): Promise<Metadata> {
  const { locale, country, job } = await resolve(await params);
  return jobPageMetadata(job, locale, country.slug);
}
