"use client";

import { useTranslations } from "next-intl";

import { MoonIcon, SunIcon } from "@/components/ui/icons";
import { shouldSecureCookies } from "@/lib/security/cookie-security";
import { themeCookie } from "@/lib/theme/theme";

/** Flips the theme and remembers it in the cookie the server renders from. */
export function toggleTheme() {
  const root = document.documentElement;
  const theme = root.classList.contains("dark") ? "light" : "dark";
  root.classList.toggle("dark", theme === "dark");
  document.cookie = themeCookie(theme, shouldSecureCookies());
}

/**
 * Switches between the light and dark themes. The `dark` class on <html> is the only state: the
 * server sets it from the cookie, this button flips it and saves the cookie, and CSS picks the
 * icon and label, so nothing here can disagree with what the server rendered.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const t = useTranslations("Theme");
  return (
    <button
      type="button"
      onClick={toggleTheme}
      className={[
        "inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <span className="contents dark:hidden">
        <MoonIcon className="size-5" />
        <span className="sr-only">{t("toDark")}</span>
      </span>
      <span className="hidden dark:contents">
        <SunIcon className="size-5" />
        <span className="sr-only">{t("toLight")}</span>
      </span>
    </button>
  );
}
