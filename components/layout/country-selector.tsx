"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";

import { useCountry } from "@/components/layout/country-context";
import { ChevronDownIcon } from "@/components/ui/icons";
import { usePathname, useRouter } from "@/i18n/navigation";
import type { CountryGroup, CountryOption } from "@/lib/catalogue/types";
import { pathInCountry } from "@/lib/navigation/country";

const loadPicker = () => import("@/components/layout/country-picker").then((module) => module.CountryPicker);

/** The picker (and its dialog) is its own chunk, fetched when the button is hovered, focused or first clicked. */
const CountryPicker = dynamic(loadPicker, { ssr: false });

/**
 * The navbar's country button (flag and code) and its picker. After a pick the country is
 * remembered, and a page with a country in its URL reloads in the new one (/mx/jobs -> /ar/jobs);
 * other pages stay where they are.
 */
export function CountrySelector({ groups, className }: { groups: readonly CountryGroup[]; className?: string }) {
  const t = useTranslations("CountryPicker");
  const { country, countrySlugs, rememberCountry } = useCountry();
  const pathname = usePathname();
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const current = groups.flatMap((group) => group.countries).find((option) => option.slug === country);

  function onPick(picked: CountryOption) {
    rememberCountry(picked.slug);
    const path = pathInCountry(pathname, picked.slug, countrySlugs);
    if (path) {
      router.push(`${path}${window.location.search}`);
    }
  }

  const code = (current?.code ?? country).toUpperCase();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        onPointerEnter={() => void loadPicker()}
        onFocus={() => void loadPicker()}
        aria-haspopup="dialog"
        aria-label={t("open", { code, country: current?.name ?? code })}
        className={[
          "inline-flex h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-200 dark:hover:bg-slate-800",
          className,
        ]
          .filter(Boolean)
          .join(" ")}
      >
        <span aria-hidden="true" className="text-lg leading-none">
          {current?.flag ?? "🌐"}
        </span>
        <span aria-hidden="true">{code}</span>
        <ChevronDownIcon className="size-4 text-slate-500" />
      </button>
      {hasOpened ? <CountryPicker open={isOpen} groups={groups} current={country} onClose={() => setIsOpen(false)} onPick={onPick} /> : null}
    </>
  );
}
