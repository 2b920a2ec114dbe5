"use client";

import { useTranslations } from "next-intl";

import { useCountry } from "@/components/layout/country-context";
import { Link } from "@/i18n/navigation";
import { landingMenuLinks } from "@/lib/navigation/menu-items";

/** The visitor's menu: browse candidates and find jobs in the current country. */
export function LandingMenu({ linkClassName }: { linkClassName: string }) {
  const t = useTranslations("Navbar");
  const { country } = useCountry();
  return (
    <ul className="flex items-center">
      {landingMenuLinks(country).map((link) => (
        <li key={link.key}>
          <Link href={link.href} className={linkClassName}>
            {t(link.key)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
