"use client";

import { useLocale, useTranslations } from "next-intl";
import { useTransition, type FormEvent } from "react";

import { buttonClasses } from "@/components/ui/button";
import { timeZoneLabel, useTimeZoneNames } from "@/components/forms/use-time-zone-names";
import { SearchIcon, Spinner } from "@/components/ui/icons";
import { Link, useRouter } from "@/i18n/navigation";
import type { CountryGroup } from "@/lib/catalogue/types";
import { spokenLanguages } from "@/lib/catalogue/spoken-languages";
import { Availability, JobType, LanguageLevel, SalaryPeriod, VerificationType } from "@/lib/generated/prisma/enums";
import { employerCandidateSearchToQuery, parseEmployerCandidateSearch, type EmployerCandidateSearch } from "@/lib/hiring/employer-candidate-search-query";

const fieldClasses =
  "h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-xs focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";
const labelClasses = "text-sm font-medium text-slate-700 dark:text-slate-300";

/**
 * The employer's candidate filters (spec 2: employers-candidates-listing). Submitting builds the
 * canonical URL with the same schema the page and GET /api/users parse, so one search has one
 * address; the page then renders it on the server. The form covers one language with its level;
 * the URL and the API take several.
 */
export function CandidateFilters({
  path,
  search,
  countryGroups,
  sheetToggleId,
}: {
  path: string;
  search: EmployerCandidateSearch;
  countryGroups: CountryGroup[];
  /** The checkbox that opens the filters as a sheet on phones: a search closes it to show the results. */
  sheetToggleId?: string;
}) {
  const t = useTranslations("HiringCandidates.filters");
  const router = useRouter();
  const locale = useLocale();
  const [isPending, startTransition] = useTransition();
  const timeZones = useTimeZoneNames(search.timezone);
  const language = search.languages[0];
  const countryId = search.country && "id" in search.country ? String(search.country.id) : (countryGroups.flatMap((group) => group.countries).find((country) => search.country && "slug" in search.country && country.slug === search.country.slug)?.id.toString() ?? "");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const languageName = text("language");
    const { search: next } = parseEmployerCandidateSearch({
      search: text("search"),
      skills: text("skills"),
      country_id: text("country_id"),
      timezone: text("timezone"),
      languages: languageName ? `${languageName}:${text("level") || "BASIC"}` : "",
      type_user_verificated: text("type_user_verificated"),
      availability: form.getAll("availability").map(String).join(","),
      job_type: form.getAll("job_type").map(String).join(","),
      min_salary: text("min_salary"),
      max_salary: text("max_salary"),
      salary_frequency: text("salary_frequency"),
      view: search.view,
    });
    const query = employerCandidateSearchToQuery({ ...next, page: 1 }).toString();
    const toggle = sheetToggleId ? document.getElementById(sheetToggleId) : null;
    if (toggle instanceof HTMLInputElement) toggle.checked = false;
    startTransition(() => router.push(query ? `${path}?${query}` : path));
  }

  return (
    <form role="search" aria-label={t("label")} onSubmit={onSubmit} className="flex flex-col gap-4">
      <label className="flex flex-col gap-1.5">
        <span className={labelClasses}>{t("search")}</span>
        <span className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
          <input type="search" name="search" defaultValue={search.search ?? ""} maxLength={200} placeholder={t("searchPlaceholder")} className={`${fieldClasses} pl-10`} />
        </span>
      </label>
      <label className="flex flex-col gap-1.5">
        <span className={labelClasses}>{t("skills")}</span>
        <input type="text" name="skills" defaultValue={search.skills.join(", ")} placeholder={t("skillsPlaceholder")} className={fieldClasses} />
      </label>
      <label className="flex flex-col gap-1.5">
        <span className={labelClasses}>{t("country")}</span>
        <select name="country_id" defaultValue={countryId} className={fieldClasses}>
          <option value="">{t("anyCountry")}</option>
          {countryGroups.map((group) => (
            <optgroup key={group.region.slug} label={group.region.name}>
              {group.countries.map((country) => (
                <option key={country.id} value={String(country.id)}>{`${country.flag} ${country.name}`}</option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1.5">
        <span className={labelClasses}>{t("timezone")}</span>
        <select name="timezone" defaultValue={search.timezone ?? ""} className={fieldClasses}>
          <option value="">{t("anyTimezone")}</option>
          {timeZones.map((zone) => (
            <option key={zone} value={zone}>
              {timeZoneLabel(zone)}
            </option>
          ))}
        </select>
      </label>
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2">
        <label className="flex flex-col gap-1.5">
          <span className={labelClasses}>{t("language")}</span>
          <select name="language" defaultValue={language?.name ?? ""} className={fieldClasses}>
            <option value="">{t("anyLanguage")}</option>
            {spokenLanguages.map((item) => (
              <option key={item.name} value={item.name}>
                {locale === "es" ? item.nameEs : item.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5">
          <span className={labelClasses}>{t("level")}</span>
          <select name="level" defaultValue={language?.level ?? "BASIC"} className={fieldClasses}>
            {Object.values(LanguageLevel).map((level) => (
              <option key={level} value={level}>
                {t(`levels.${level}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="flex flex-col gap-1.5">
        <span className={labelClasses}>{t("verification")}</span>
        <select name="type_user_verificated" defaultValue={search.verificationType ?? ""} className={fieldClasses}>
          <option value="">{t("anyVerification")}</option>
          {Object.values(VerificationType).map((type) => (
            <option key={type} value={type}>
              {t(`verifications.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <CheckboxGroup legend={t("availability")} name="availability" options={Object.values(Availability).map((value) => ({ value, label: t(`availabilities.${value}`) }))} checked={search.availability} />
      <CheckboxGroup legend={t("jobType")} name="job_type" options={Object.values(JobType).map((value) => ({ value, label: t(`jobTypes.${value}`) }))} checked={search.jobTypes} />
      <fieldset className="flex flex-col gap-1.5">
        <legend className={`${labelClasses} mb-1.5`}>{t("salary")}</legend>
        <div className="grid grid-cols-2 gap-2">
          <input type="number" name="min_salary" min={0} inputMode="numeric" aria-label={t("minSalary")} placeholder={t("minSalary")} defaultValue={search.minSalary ?? ""} className={fieldClasses} />
          <input type="number" name="max_salary" min={0} inputMode="numeric" aria-label={t("maxSalary")} placeholder={t("maxSalary")} defaultValue={search.maxSalary ?? ""} className={fieldClasses} />
          <select name="salary_frequency" aria-label={t("frequency")} defaultValue={search.salaryFrequency} className={`${fieldClasses} col-span-2`}>
            {Object.values(SalaryPeriod).map((period) => (
              <option key={period} value={period}>
                {t(`frequencies.${period}`)}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        <button type="submit" className={buttonClasses({ className: "w-full" })} disabled={isPending}>
          {isPending ? <Spinner className="size-5" /> : <SearchIcon className="size-5" />}
          {t("submit")}
        </button>
        <Link href={search.view === "grid" ? `${path}?view=grid` : path} className={buttonClasses({ variant: "ghost", className: "w-full" })}>
          {t("clear")}
        </Link>
      </div>
    </form>
  );
}

function CheckboxGroup({ legend, name, options, checked }: { legend: string; name: string; options: { value: string; label: string }[]; checked: readonly string[] }) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className={`${labelClasses} mb-1.5`}>{legend}</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1.5">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <input type="checkbox" name={name} value={option.value} defaultChecked={checked.includes(option.value)} className="size-4 rounded border-slate-300 accent-brand-600" />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
