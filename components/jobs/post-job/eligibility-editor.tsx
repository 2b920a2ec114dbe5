"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { FieldError, formControlClasses } from "@/components/forms/fields";
import type { ControlBinding } from "@/components/forms/use-form";
import { formatUtcOffset } from "@/lib/jobs/job-search-query";

export type PlaceOption = { slug: string; name: string };
export type CountryGroupOption = { region: PlaceOption; countries: (PlaceOption & { flag: string })[] };
export type TimezoneWindow = { min: number; max: number } | null;

/** Offsets every half hour from UTC-12:00 to UTC+14:00, in minutes. */
const offsets = Array.from({ length: (840 + 720) / 30 + 1 }, (_, index) => -720 + index * 30);

/**
 * Where applicants may live: regions and countries (none of either: anywhere), as checkbox lists
 * with a filter for the countries.
 */
export function PlacesEditor({ regions, countries, regionOptions, countryGroups }: { regions: ControlBinding<string[]>; countries: ControlBinding<string[]>; regionOptions: readonly PlaceOption[]; countryGroups: readonly CountryGroupOption[] }) {
  const t = useTranslations("PostJob");
  const [filter, setFilter] = useState("");
  // Taken apart here: the React compiler reads an object whose member is a ref callback as a ref.
  const { id: regionsId, value: chosenRegions, setValue: setRegions, error: regionsError, attach: attachRegions } = regions;
  const { id: countriesId, value: chosenCountries, setValue: setCountries, error: countriesError, attach: attachCountries } = countries;
  const wanted = filter.trim().toLowerCase();
  const toggle = (chosen: string[], slug: string) => (chosen.includes(slug) ? chosen.filter((other) => other !== slug) : [...chosen, slug]);

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{t("regions")}</legend>
        <div ref={attachRegions} tabIndex={-1} className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 dark:border-slate-800">
          {regionOptions.map((region) => (
            <label key={region.slug} className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
              <input type="checkbox" checked={chosenRegions.includes(region.slug)} onChange={() => setRegions(toggle(chosenRegions, region.slug))} className="size-4 accent-brand-600" />
              {region.name}
            </label>
          ))}
        </div>
        <FieldError id={regionsId} error={regionsError} />
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{t("countries")}</legend>
        <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} aria-label={t("countries")} className={`${formControlClasses} h-10`} />
        <div ref={attachCountries} tabIndex={-1} className="flex max-h-52 flex-col gap-1 overflow-y-auto rounded-lg border border-slate-200 p-2 dark:border-slate-800">
          {countryGroups.map((group) => {
            const shown = group.countries.filter((country) => wanted === "" || country.name.toLowerCase().includes(wanted) || chosenCountries.includes(country.slug));
            if (shown.length === 0) return null;
            return (
              <div key={group.region.slug} className="flex flex-col gap-1">
                <p className="px-2 pt-1 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{group.region.name}</p>
                {shown.map((country) => (
                  <label key={country.slug} className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50 dark:hover:bg-slate-800">
                    <input type="checkbox" checked={chosenCountries.includes(country.slug)} onChange={() => setCountries(toggle(chosenCountries, country.slug))} className="size-4 accent-brand-600" />
                    <span aria-hidden="true">{country.flag}</span>
                    {country.name}
                  </label>
                ))}
              </div>
            );
          })}
        </div>
        <FieldError id={countriesId} error={countriesError} />
      </fieldset>
    </div>
  );
}

/** The UTC offsets applicants must be within: both ends, or neither (any time zone). */
export function TimezoneWindowEditor({ control }: { control: ControlBinding<TimezoneWindow> }) {
  const t = useTranslations("PostJob");
  const { id, value, setValue, error, attach } = control;
  const set = (end: "min" | "max", raw: string) => {
    if (raw === "") return setValue(null);
    const minutes = Number(raw);
    const current = value ?? { min: minutes, max: minutes };
    setValue({ ...current, [end]: minutes });
  };
  const select = (end: "min" | "max", label: string) => (
    <label className="flex flex-1 flex-col gap-1.5 text-sm font-semibold text-slate-800 dark:text-slate-200">
      {label}
      <select ref={end === "min" ? attach : undefined} id={end === "min" ? id : undefined} value={value ? String(value[end]) : ""} onChange={(event) => set(end, event.target.value)} aria-invalid={error ? true : undefined} className={`${formControlClasses} h-11 font-normal`}>
        <option value="">{t("anyTimezone")}</option>
        {offsets.map((offset) => (
          <option key={offset} value={offset}>
            {formatUtcOffset(offset)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{t("timezones")}</legend>
      <p className="-mt-1 text-sm text-slate-500 dark:text-slate-400">{t("timezonesHint")}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {select("min", t("timezoneFrom"))}
        {select("max", t("timezoneTo"))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
