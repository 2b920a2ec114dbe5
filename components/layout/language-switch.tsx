"use client";

import { Suspense } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";

import { locales, type Locale } from "@/i18n/config";
import { Link, usePathname } from "@/i18n/navigation";

export type SamePageHref = { pathname: string; query: Record<string, string | string[]> };

/** Search parameters as next-intl's Link takes them, repeated keys kept. */
export function queryOf(search: URLSearchParams | null): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  search?.forEach((value, key) => {
    const existing = query[key];
    query[key] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  });
  return query;
}

/** The current page (path and query) for a Link with another `locale`. */
export function useSamePageHref(): SamePageHref {
  return { pathname: usePathname(), query: queryOf(useSearchParams()) };
}

const nameKeys = { en: "enName", es: "esName" } as const;

function Switch({ href, className }: { href: SamePageHref; className?: string }) {
  const t = useTranslations("LanguageSwitch");
  const current = useLocale();
  return (
    <nav aria-label={t("label")} className={["flex items-center rounded-lg border border-slate-300 p-0.5 text-sm font-semibold dark:border-slate-700", className].filter(Boolean).join(" ")}>
      {locales.map((locale: Locale) => {
        // The name starts with the visible code (EN, SP), so that voice control finds the link by what it shows.
        const names = { code: t(locale), language: t(nameKeys[locale]) };
        const isCurrent = locale === current;
        return (
          <Link
            key={locale}
            href={href}
            locale={locale}
            hrefLang={locale}
            aria-current={isCurrent ? "true" : undefined}
            aria-label={isCurrent ? t("current", names) : t("switchTo", names)}
            className={[
              "rounded-md px-2 py-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand-500",
              isCurrent ? "bg-brand-600 text-white dark:bg-brand-500" : "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800",
            ].join(" ")}
          >
            {names.code}
          </Link>
        );
      })}
    </nav>
  );
}

function SwitchKeepingQuery({ className }: { className?: string }) {
  return <Switch href={useSamePageHref()} className={className} />;
}

function SwitchWithoutQuery({ className }: { className?: string }) {
  return <Switch href={{ pathname: usePathname(), query: {} }} className={className} />;
}

/** EN / SP: the same page (path and query) in the other language. */
export function LanguageSwitch({ className }: { className?: string }) {
  // Reading the query suspends static rendering; until it resolves the links keep the path only.
  return (
    <Suspense fallback={<SwitchWithoutQuery className={className} />}>
      <SwitchKeepingQuery className={className} />
    </Suspense>
  );
}
