import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { LandingPage } from "@/components/landing/landing-page";
import { isLocale } from "@/i18n/config";
import { loadLandingPage } from "@/lib/marketplace/load-landing-page";
import { DEFAULT_COUNTRY } from "@/lib/navigation/country";
import { publicPageMetadata } from "@/lib/seo/page-metadata";

export const dynamic = "force-dynamic";

/** The landing page at /{locale}: its links go to the default country (the United States). */
export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  const data = isLocale(locale) ? await loadLandingPage(locale, DEFAULT_COUNTRY) : null;
  if (!data) notFound();
  return <LandingPage data={data} />;
}

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: "Metadata" });
  // The landing's title starts with the brand: the layout's "— Remote Jobs" would repeat it.
  return { ...publicPageMetadata({ locale, path: "/", title: t("title"), description: t("description") }), title: { absolute: t("title") } };
}
