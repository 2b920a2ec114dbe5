import { notFound } from "next/navigation";

import { LandingPage } from "@/components/landing/landing-page";
import { isLocale } from "@/i18n/config";
import { DEFAULT_COUNTRY } from "@/lib/navigation/country";

export const dynamic = "force-dynamic";

/** The landing page at /{locale}: its links go to the default country (the United States). */
export default async function HomePage({ params }: PageProps<"/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <LandingPage locale={locale} country={DEFAULT_COUNTRY} />;
}
