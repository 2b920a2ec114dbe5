import { jest } from "@jest/globals";
import { render } from "@testing-library/react";
import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { PathnameContext, SearchParamsContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { NextIntlClientProvider } from "next-intl";
import type { ReactElement } from "react";

import { CountryProvider } from "@/components/layout/country-context";
import { ToastProvider } from "@/components/ui/toast";
import type { Locale } from "@/i18n/config";
import en from "@/messages/en.json" with { type: "json" };
import es from "@/messages/es.json" with { type: "json" };

export const messagesOf = { en, es } as const;

export type ShellOptions = {
  locale: Locale;
  /** The browser's path, with its language prefix: "/en/mx/jobs". */
  pathname?: string;
  search?: string;
  countrySlugs?: string[];
  cookieCountry?: string | null;
};

export function fakeRouter() {
  return {
    push: jest.fn<AppRouterInstance["push"]>(),
    replace: jest.fn<AppRouterInstance["replace"]>(),
    refresh: jest.fn<AppRouterInstance["refresh"]>(),
    back: jest.fn<AppRouterInstance["back"]>(),
    forward: jest.fn<AppRouterInstance["forward"]>(),
    prefetch: jest.fn<AppRouterInstance["prefetch"]>(),
    bfcacheId: "test",
  } satisfies AppRouterInstance;
}

/**
 * Renders a shell component as the app does: the real messages of the language, Next's router
 * contexts (the ones next/navigation reads) with a recording router, the toasts and the country.
 */
export function renderInShell(ui: ReactElement, options: ShellOptions) {
  const router = fakeRouter();
  const result = render(inShell(ui, options, router));
  return { ...result, router };
}

/** The element renderInShell renders: for tests that render it on the "server" and hydrate it. */
export function inShell(ui: ReactElement, { locale, pathname = `/${locale}`, search = "", countrySlugs = ["us", "mx", "ar", "es"], cookieCountry = null }: ShellOptions, router = fakeRouter()) {
  return (
    <AppRouterContext.Provider value={router}>
      <PathnameContext.Provider value={pathname}>
        <SearchParamsContext.Provider value={new URLSearchParams(search)}>
          <NextIntlClientProvider locale={locale} messages={messagesOf[locale]} timeZone="UTC">
            <ToastProvider>
              <CountryProvider countrySlugs={countrySlugs} cookieCountry={cookieCountry}>
                {ui}
              </CountryProvider>
            </ToastProvider>
          </NextIntlClientProvider>
        </SearchParamsContext.Provider>
      </PathnameContext.Provider>
    </AppRouterContext.Provider>
  );
}
