"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";

import { useCountry } from "@/components/layout/country-context";
import { LanguageSwitch } from "@/components/layout/language-switch";
import { CloseIcon, HamburgerIcon } from "@/components/ui/icons";
import { Link, usePathname } from "@/i18n/navigation";
import { mobileLandingLinks } from "@/lib/navigation/menu-items";

/**
 * The logged-out hamburger (under 1024px: between 768px and 1024px the bar has no room for the
 * menu links): browse candidates, find jobs, go premium, sign up, log in, and the language.
 */
export function MobileMenu() {
  const t = useTranslations("Navbar");
  const { country } = useCountry();
  const pathname = usePathname();
  const [isOpen, setIsOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  // A navigation closes the panel (adjusting state during render, as React recommends).
  if (isOpen && openedAt !== pathname) {
    setIsOpen(false);
    setOpenedAt(pathname);
  }

  useEffect(() => {
    if (!isOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape") return;
      setIsOpen(false);
      buttonRef.current?.focus();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [isOpen]);

  return (
    <div className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          setOpenedAt(pathname);
          setIsOpen((open) => !open);
        }}
        className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {isOpen ? <CloseIcon className="size-6" /> : <HamburgerIcon className="size-6" />}
        <span className="sr-only">{isOpen ? t("closeMenu") : t("openMenu")}</span>
      </button>
      {isOpen ? (
        <div id={panelId} className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-5 pt-2 pb-5 shadow-lg dark:border-slate-800 dark:bg-slate-950">
          <ul className="flex flex-col">
            {mobileLandingLinks(country).map((link) => (
              <li key={link.key}>
                <Link
                  href={link.href}
                  onClick={() => setIsOpen(false)}
                  className="block border-b border-slate-100 py-3 text-base font-semibold text-slate-800 hover:text-brand-700 dark:border-slate-800 dark:text-slate-100 dark:hover:text-brand-200"
                >
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
          <LanguageSwitch className="mt-4 w-fit" />
        </div>
      ) : null}
    </div>
  );
}
