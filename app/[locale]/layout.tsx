import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { hasLocale, NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";

import { CountryProvider } from "@/components/layout/country-context";
import { Footer } from "@/components/layout/footer";
import { ChatConnectionProvider, ChatOverlay, LiveNotificationsProvider, SessionLayer } from "@/components/layout/logged-in-shell";
import { Navbar } from "@/components/layout/navbar";
import { ReferralTracker } from "@/components/auth/referral-tracker";
import { ToastProvider } from "@/components/ui/toast";
import { loggedInShellNamespaces, pickMessages, shellNamespaces } from "@/i18n/client-messages";
import { routing } from "@/i18n/routing";
import { listCountriesByRegion } from "@/lib/catalogue/list-countries-by-region";
import { listIndustries } from "@/lib/catalogue/list-industries";
import type { CountryGroup, IndustryOption } from "@/lib/catalogue/types";
import { COUNTRY_COOKIE } from "@/lib/navigation/country";
import { realtimeClientConfig } from "@/lib/realtime/config";
import { getViewer } from "@/lib/users/get-viewer";
import { logger } from "@/lib/observability/logger";

/** The catalogues only feed links and the country picker: without them the shell still renders. */
function orEmpty<T>(what: string) {
  return (error: unknown): T[] => {
    logger.error(`shell: could not load ${what}`, { error });
    return [];
  };
}

/**
 * Room at the page's end for what is fixed over it, so that its last lines can be scrolled into
 * view: under 768px the bottom bar (4rem) that replaces the menu, and for candidates the chat
 * overlay's header (3rem, 1rem above the bottom bar or the window's edge).
 */
const clearanceForFixedBars = { EMPLOYER: "pb-16 md:pb-0", CANDIDATE: "pb-32 md:pb-16" } as const;

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const [viewer, countryGroups, industries, cookieStore, messages, shellTexts] = await Promise.all([
    getViewer(),
    listCountriesByRegion(locale).catch(orEmpty<CountryGroup>("countries")),
    listIndustries(locale).catch(orEmpty<IndustryOption>("industries")),
    cookies(),
    getMessages(),
    getTranslations("Navbar"),
  ]);
  const countrySlugs = countryGroups.flatMap((group) => group.countries.map((country) => country.slug));

  const shell = (
    <CountryProvider countrySlugs={countrySlugs} cookieCountry={cookieStore.get(COUNTRY_COOKIE)?.value ?? null}>
      <div className={`flex min-h-screen flex-col ${viewer ? clearanceForFixedBars[viewer.side] : ""}`}>
        <a href="#main-content" className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 dark:bg-slate-900 dark:text-brand-300">
          {shellTexts("skipToContent")}
        </a>
        <Navbar viewer={viewer} countryGroups={countryGroups} />
        {/* The page's one main landmark, wherever it is in the product; the skip link lands here. */}
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer side={viewer?.side ?? null} industries={industries} />
      </div>
    </CountryProvider>
  );

  // next-auth's client (SessionProvider, the session watcher) only for a logged-in viewer: a
  // visitor's first load goes without it (components/layout/logged-in-shell.tsx).
  return (
    <NextIntlClientProvider messages={pickMessages(messages, viewer ? [...shellNamespaces, ...loggedInShellNamespaces] : shellNamespaces)}>
      <ToastProvider>
        {viewer ? (
          <SessionLayer>
            <LiveNotificationsProvider userId={viewer.id} side={viewer.side} realtime={realtimeClientConfig()}>
              <ChatConnectionProvider viewerId={viewer.id} side={viewer.side}>
                {shell}
                {viewer.side === "CANDIDATE" ? <ChatOverlay /> : null}
                <ReferralTracker userId={viewer.id} email={viewer.email} />
              </ChatConnectionProvider>
            </LiveNotificationsProvider>
          </SessionLayer>
        ) : (
          shell
        )}
      </ToastProvider>
    </NextIntlClientProvider>
  );
}
