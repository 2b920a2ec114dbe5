"use client";

import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslations } from "next-intl";

import { Dialog } from "@/components/ui/dialog";
import { CheckIcon, SearchIcon } from "@/components/ui/icons";
import { filterCountryGroups } from "@/lib/catalogue/localize-catalogue";
import type { CountryGroup, CountryOption } from "@/lib/catalogue/types";
import { COUNTRY_PICK_CLOSE_DELAY_MS } from "@/lib/navigation/country";

export type CountryPickerProps = {
  open: boolean;
  groups: readonly CountryGroup[];
  /** The current country's slug; it is marked in the list. */
  current: string;
  onClose: () => void;
  /** Called once the modal has closed after a pick (500 ms later, spec section 9). */
  onPick: (country: CountryOption) => void;
};

/** Countries grouped by region, with flags and a search box. A click marks the country and closes the modal 500 ms later. */
export function CountryPicker({ open, groups, current, onClose, onPick }: CountryPickerProps) {
  const t = useTranslations("CountryPicker");
  const [query, setQuery] = useState("");
  const [picked, setPicked] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const shown = useMemo(() => filterCountryGroups(groups, query), [groups, query]);
  const marked = picked ?? current;

  useEffect(() => () => clearTimeout(timer.current), []);

  function close() {
    clearTimeout(timer.current);
    setPicked(null);
    setQuery("");
    onClose();
  }

  function pick(country: CountryOption) {
    if (picked) return;
    setPicked(country.slug);
    timer.current = setTimeout(() => {
      setPicked(null);
      setQuery("");
      onClose();
      onPick(country);
    }, COUNTRY_PICK_CLOSE_DELAY_MS);
  }

  return (
    <Dialog open={open} onClose={close} title={t("title")} description={t("description")} initialFocusRef={searchRef} className="sm:max-w-2xl">
      <div className="border-b border-slate-200 px-5 py-3 dark:border-slate-700">
        <label htmlFor={searchId} className="sr-only">
          {t("search")}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            ref={searchRef}
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("searchPlaceholder")}
            autoComplete="off"
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200 dark:border-slate-700 dark:bg-slate-950 dark:focus:ring-brand-900"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
        {shown.length === 0 ? (
          <p className="py-6 text-center text-slate-600 dark:text-slate-400">{t("noResults")}</p>
        ) : (
          shown.map((group) => (
            <section key={group.region.slug} aria-labelledby={`region-${group.region.slug}`} className="mb-5 last:mb-0">
              <h3 id={`region-${group.region.slug}`} className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                {group.region.name}
              </h3>
              <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3">
                {group.countries.map((country) => {
                  const isMarked = country.slug === marked;
                  return (
                    <li key={country.slug}>
                      <button
                        type="button"
                        onClick={() => pick(country)}
                        aria-pressed={isMarked}
                        className={[
                          "flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-500",
                          isMarked
                            ? "bg-brand-50 font-semibold text-brand-700 ring-1 ring-brand-300 dark:bg-brand-900/40 dark:text-brand-200 dark:ring-brand-700"
                            : "hover:bg-slate-100 dark:hover:bg-slate-800",
                        ].join(" ")}
                      >
                        <span aria-hidden="true" className="text-lg leading-none">
                          {country.flag}
                        </span>
                        <span className="min-w-0 flex-1 leading-tight">{country.name}</span>
                        {isMarked ? (
                          <>
                            <CheckIcon className="size-4 shrink-0" />
                            <span className="sr-only">{t("selected")}</span>
                          </>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        )}
      </div>
    </Dialog>
  );
}
