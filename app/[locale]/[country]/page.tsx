import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { LandingPage } from "@/components/landing/landing-page";
import { isLocale } from "@/i18n/config";
import { loadLandingPage } from "@/lib/marketplace/load-landing-page";
import { publicPageMetadata } from "@/lib/seo/page-metadata";

export const dynamic = "force-dynamic";

/** The landing page of one country (/{locale}/{country}); the logo of a logged-out visitor links here. */
export default async function CountryLandingPage({ params }: PageProps<"/[locale]/[country]">) {
  const { locale, country } = await params;
  const data = isLocale(locale) ? await loadLandingPage(locale, country) : null;
  if (!data) notFound();
  return <LandingPage data={data} />;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/[country]">): Promise<Metadata> {
  const { locale, country } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "Metadata" });
  // The landing's title starts with the brand: the layout's "— Remote Jobs" would repeat it.
  return { ...publicPageMetadata({ locale, path: `/${country}`, title: t("title"), description: t("description") }), title: { absolute: t("title") } };
}
