import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";

import { pageTitleTemplate } from "@/lib/seo/page-title";
import { parseTheme, THEME_COOKIE } from "@/lib/theme/theme";

import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const [t, navbar] = await Promise.all([getTranslations("Metadata"), getTranslations("Navbar")]);
  return { title: { default: t("title"), template: pageTitleTemplate(navbar("brand")) }, description: t("description") };
}

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [locale, cookieStore] = await Promise.all([getLocale(), cookies()]);
  // The theme comes from a cookie, so the server renders it and the page never flashes.
  const theme = parseTheme(cookieStore.get(THEME_COOKIE)?.value);
  return (
    <html lang={locale} className={theme === "dark" ? "dark" : undefined}>
      <body className="min-h-screen font-sans">{children}</body>
    </html>
  );
}
