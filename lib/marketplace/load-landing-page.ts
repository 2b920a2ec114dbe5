import "server-only";

import type { Locale } from "@/i18n/config";
import { listLatestBlogPosts, type BlogPostCard } from "@/lib/blog/list-latest-blog-posts";
import { getCountryBySlug } from "@/lib/catalogue/get-country-by-slug";
import { listIndustries } from "@/lib/catalogue/list-industries";
import type { CountryOption, IndustryOption } from "@/lib/catalogue/types";
import { getMarketplaceSummary, type MarketplaceSummary } from "@/lib/marketplace/get-marketplace-summary";
import { logger } from "@/lib/observability/logger";

export type LandingPageData = {
  locale: Locale;
  country: CountryOption;
  /** Null when it could not be read: the page says so and shows the rest. */
  summary: MarketplaceSummary | null;
  industries: IndustryOption[];
  posts: BlogPostCard[];
};

/** A failed read leaves its section out (blog: spec section 8, "Blog posts call fails -> Empty list"); the rest still renders. */
function orFallback<T>(what: string, fallback: T) {
  return (error: unknown): T => {
    logger.error(`landing page: could not load ${what}`, { error });
    return fallback;
  };
}

/** What the landing page of / and /{country} shows, in one round of parallel reads; null for a country we do not serve. */
export async function loadLandingPage(locale: Locale, countrySlug: string): Promise<LandingPageData | null> {
  const country = await getCountryBySlug(countrySlug, locale);
  if (!country) return null;
  const [summary, industries, posts] = await Promise.all([
    getMarketplaceSummary(country.id).catch(orFallback<MarketplaceSummary | null>("the marketplace summary", null)),
    listIndustries(locale).catch(orFallback<IndustryOption[]>("industries", [])),
    listLatestBlogPosts(locale).catch(orFallback<BlogPostCard[]>("blog posts", [])),
  ]);
  return { locale, country, summary, industries, posts };
}
