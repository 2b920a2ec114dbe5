import "server-only";

import type { Locale } from "@/i18n/config";
import { nameIn } from "@/lib/catalogue/localize-catalogue";
import { db } from "@/lib/db";
import type { VerificationType } from "@/lib/generated/prisma/client";
import { jobCardSelect, toJobCard, type JobCard } from "@/lib/jobs/job-card";
import { publicJobWhere } from "@/lib/jobs/public-jobs";
import { safeHttpUrl, safeImageUrl } from "@/lib/navigation/safe-url";
import type { SocialNetwork } from "@/lib/companies/schemas";

export type PublicCompany = {
  id: string;
  slug: string;
  name: string;
  logoUrl: string | null;
  /** In the page's language when the company wrote one, else in the other. */
  description: string | null;
  website: string | null;
  /** Its social pages, only safe http(s) links, in a fixed order. */
  socialLinks: { network: SocialNetwork; url: string }[];
  verificationType: VerificationType | null;
  industry: { name: string; slug: string } | null;
  country: { name: string; flag: string; slug: string } | null;
  /** Its findable jobs (lib/jobs/public-jobs.ts), newest first. */
  openJobs: JobCard[];
};

/** A company page shows at most this many jobs; the jobs list has the rest. */
const openJobsShown = 50;

/** The public page of a company (by slug, or by id for the candidate's dashboard), or null when it does not exist or is banned or disabled. */
export async function getPublicCompany(key: string | { id: string }, locale: Locale, now: Date = new Date()): Promise<PublicCompany | null> {
  const company = await db.company.findFirst({
    where: { ...(typeof key === "string" ? { slug: key } : { id: key.id }), bannedAt: null, disabledAt: null },
    select: {
      id: true,
      slug: true,
      name: true,
      logoUrl: true,
      description: true,
      descriptionEs: true,
      website: true,
      linkedinUrl: true,
      xUrl: true,
      facebookUrl: true,
      instagramUrl: true,
      githubUrl: true,
      verificationType: true,
      industry: { select: { slug: true, nameEn: true, nameEs: true } },
      country: { select: { slug: true, flag: true, nameEn: true, nameEs: true } },
      jobs: { where: publicJobWhere(now), orderBy: [{ publishedAt: "desc" }, { id: "desc" }], take: openJobsShown, select: jobCardSelect },
    },
  });
  if (!company) return null;
  const { industry, country, jobs, description, descriptionEs, linkedinUrl, xUrl, facebookUrl, instagramUrl, githubUrl, ...rest } = company;
  const links: [SocialNetwork, string | null][] = [["linkedin", linkedinUrl], ["x", xUrl], ["facebook", facebookUrl], ["instagram", instagramUrl], ["github", githubUrl]];
  return {
    ...rest,
    description: (locale === "es" ? descriptionEs || description : description || descriptionEs) ?? null,
    socialLinks: links.flatMap(([network, url]) => {
      const safe = safeHttpUrl(url);
      return safe ? [{ network, url: safe }] : [];
    }),
    website: safeHttpUrl(rest.website),
    logoUrl: safeImageUrl(rest.logoUrl),
    industry: industry ? { slug: industry.slug, name: nameIn(industry, locale) } : null,
    country: country ? { slug: country.slug, flag: country.flag, name: nameIn(country, locale) } : null,
    openJobs: jobs.map(toJobCard),
  };
}
