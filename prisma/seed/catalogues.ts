import type { PlanName, Prisma } from "@/lib/generated/prisma/client";

import { blogPosts } from "./data/blog-posts.ts";
import { countries } from "./data/countries.ts";
import { industries } from "./data/industries.ts";
import { plans } from "./data/plans.ts";
import { regions } from "./data/regions.ts";
import { skills } from "./data/skills.ts";

/** Catalogue ids by natural key, for building rows that point at catalogue rows. */
export interface CatalogueIds {
  industryIdBySlug: ReadonlyMap<string, number>;
  regionIdBySlug: ReadonlyMap<string, number>;
  /** By ISO code: the id and code factories take, and the region it belongs to. */
  countryByCode: ReadonlyMap<string, { id: number; code: string; regionId: number }>;
  planIdByName: ReadonlyMap<PlanName, number>;
}

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * 86_400_000);
}

/**
 * Inserts or updates every catalogue row (industries, regions, countries, skills, plans, and the
 * landing page's blog posts) by its natural key, so that running the seed again adds new rows
 * and corrects names without touching anything that points at them.
 */
export async function seedCatalogues(db: Prisma.TransactionClient, now: Date = new Date()): Promise<CatalogueIds> {
  const industryIdBySlug = new Map<string, number>();
  for (const industry of industries) {
    const row = await db.industry.upsert({ where: { slug: industry.slug }, create: industry, update: industry, select: { id: true } });
    industryIdBySlug.set(industry.slug, row.id);
  }

  const regionIdBySlug = new Map<string, number>();
  for (const region of regions) {
    const row = await db.region.upsert({ where: { slug: region.slug }, create: region, update: region, select: { id: true } });
    regionIdBySlug.set(region.slug, row.id);
  }

  const countryByCode = new Map<string, { id: number; code: string; regionId: number }>();
  for (const country of countries) {
    const regionId = regionIdBySlug.get(country.regionSlug);
    if (regionId === undefined) throw new Error(`Country ${country.code} names an unknown region ${country.regionSlug}`);
    const data = {
      code: country.code,
      slug: country.slug,
      nameEn: country.nameEn,
      nameEs: country.nameEs,
      flag: country.flag,
      currency: country.currency,
      regionId,
    };
    const row = await db.country.upsert({ where: { code: country.code }, create: data, update: data, select: { id: true } });
    countryByCode.set(country.code, { id: row.id, code: country.code, regionId });
  }

  for (const skill of skills) {
    const data = { name: skill.name, nameEs: skill.nameEs ?? null };
    await db.skill.upsert({ where: { name: skill.name }, create: data, update: data, select: { id: true } });
  }

  const planIdByName = new Map<PlanName, number>();
  for (const plan of plans) {
    const row = await db.plan.upsert({ where: { name: plan.name }, create: plan, update: plan, select: { id: true } });
    planIdByName.set(plan.name, row.id);
  }

  for (const post of blogPosts) {
    for (const locale of ["en", "es"] as const) {
      const text = post[locale];
      await db.blogPost.upsert({
        where: { slug_locale: { slug: post.slug, locale } },
        create: { slug: post.slug, locale, ...text, authorName: post.authorName, publishedAt: daysBefore(now, post.daysAgo) },
        // A re-run corrects the text but keeps the original publication date.
        update: { ...text, authorName: post.authorName },
        select: { id: true },
      });
    }
  }

  return { industryIdBySlug, regionIdBySlug, countryByCode, planIdByName };
}
