import { getLocale, getTranslations } from "next-intl/server";

import type { CountryGroup, IndustryOption } from "@/lib/catalogue/types";
import { JobType, SalaryPeriod, VerificationType } from "@/lib/generated/prisma/enums";
import { filterLanguages } from "@/lib/jobs/job-filter-options";
import { formatUtcOffset, postedWithinValues, type JobSearch } from "@/lib/jobs/job-search-query";
import type { CountryScope } from "@/lib/jobs/job-list-href";

import { jobTypeKey, salaryPeriodKey } from "./job-labels";

const offsets = Array.from({ length: 27 }, (_, index) => (index - 12) * 60);

const fieldClass =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";
const labelClass = "flex flex-col gap-1.5 text-sm font-medium text-slate-700 dark:text-slate-200";

/**
 * The job filter of spec section 3 as a plain GET form: it works without JavaScript, and the page
 * redirects whatever it submits to the canonical URL of that filter combination.
 */
export async function JobFilters({ action, search, countryScope, pageCountry, industries, countryGroups, keepSort = false }: {
  action: string;
  /** Send the sort even when it is the default (the candidate's list reads "no sort" as "by match"). */
  keepSort?: boolean;
  search: JobSearch;
  countryScope: CountryScope;
  pageCountry: { id: number; name: string };
  industries: IndustryOption[];
  countryGroups: CountryGroup[];
}) {
  const [t, labels, locale] = await Promise.all([getTranslations("JobFilters"), getTranslations("JobLabels"), getLocale()]);
  const languageNames = new Intl.DisplayNames([locale], { type: "language" });
  const countryValue = countryScope.kind === "all" ? "all" : countryScope.kind === "other" ? String(countryScope.countryId) : String(pageCountry.id);

  return (
    <form action={action} method="get" role="search" aria-label={t("label")} className="flex flex-col gap-4">
      <label className={labelClass}>
        {t("category")}
        <select name="job_category" defaultValue={search.industrySlug ?? "all"} className={fieldClass}>
          <option value="all">{t("allCategories")}</option>
          {industries.map((industry) => (
            <option key={industry.slug} value={industry.slug}>
              {industry.name}
            </option>
          ))}
        </select>
      </label>

      <label className={labelClass}>
        {t("country")}
        <select name="country_id" defaultValue={countryValue} className={fieldClass}>
          <option value="all">{t("anyCountry")}</option>
          {countryGroups.map((group) => (
            <optgroup key={group.region.slug} label={group.region.name}>
              {group.countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {`${country.flag} ${country.name}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>

      <label className={labelClass}>
        {t("region")}
        <select name="regions" defaultValue={search.regionSlugs[0] ?? "all"} className={fieldClass}>
          <option value="all">{t("allRegions")}</option>
          {countryGroups.map((group) => (
            <option key={group.region.slug} value={group.region.slug}>
              {group.region.name}
            </option>
          ))}
        </select>
      </label>

      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-200">{t("jobType")}</legend>
        {Object.values(JobType).map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
            <input type="checkbox" name="job_type" value={type.toLowerCase()} defaultChecked={search.jobTypes.includes(type)} className="h-4 w-4 rounded border-slate-300 text-brand-600 focus:ring-brand-500" />
            {labels(jobTypeKey[type])}
          </label>
        ))}
      </fieldset>

      <div className="grid grid-cols-2 gap-2">
        <label className={labelClass}>
          {t("minSalary")}
          <input type="number" name="min_salary" min={0} step={100} inputMode="numeric" defaultValue={search.minSalary ?? ""} placeholder={t("usd")} className={fieldClass} />
        </label>
        <label className={labelClass}>
          {t("frequency")}
          <select name="salary_frequency" defaultValue={search.salaryFrequency.toLowerCase()} className={fieldClass}>
            {Object.values(SalaryPeriod).map((period) => (
              <option key={period} value={period.toLowerCase()}>
                {t(`frequencies.${salaryPeriodKey[period]}`)}
              </option>
            ))}
          </select>
        </label>
      </div>

      <label className={labelClass}>
        {t("timezone")}
        <select name="timezone" defaultValue={search.timezoneOffset === null ? "all" : formatUtcOffset(search.timezoneOffset)} className={fieldClass}>
          <option value="all">{t("anyTimezone")}</option>
          {offsets.map((offset) => (
            <option key={offset} value={formatUtcOffset(offset)}>
              {formatUtcOffset(offset)}
            </option>
          ))}
        </select>
      </label>

      <label className={labelClass}>
        {t("language")}
        <select name="languages" defaultValue={search.languages[0] ?? "all"} className={fieldClass}>
          <option value="all">{t("anyLanguage")}</option>
          {filterLanguages.map((language) => (
            <option key={language.name} value={language.name}>
              {languageNames.of(language.code) ?? language.name}
            </option>
          ))}
        </select>
      </label>

      <label className={labelClass}>
        {t("skills")}
        <input type="text" name="skills" defaultValue={search.skills.join(", ")} placeholder={t("skillsPlaceholder")} maxLength={300} className={fieldClass} />
      </label>

      <label className={labelClass}>
        {t("verification")}
        <select name="type_user_verificated" defaultValue={search.verificationType?.toLowerCase() ?? "all"} className={fieldClass}>
          <option value="all">{t("all")}</option>
          {Object.values(VerificationType).map((type) => (
            <option key={type} value={type.toLowerCase()}>
              {t(`verificationTypes.${type.toLowerCase() as Lowercase<VerificationType>}`)}
            </option>
          ))}
        </select>
      </label>

      <label className={labelClass}>
        {t("posted")}
        <select name="posted" defaultValue={search.postedWithin ?? "anytime"} className={fieldClass}>
          <option value="anytime">{t("anytime")}</option>
          {postedWithinValues.map((value) => (
            <option key={value} value={value}>
              {t(`postedWithin.${value}`)}
            </option>
          ))}
        </select>
      </label>

      {search.search ? <input type="hidden" name="search" value={search.search} /> : null}
      {keepSort || search.sort.field !== "published_at" || search.sort.direction !== "desc" ? <input type="hidden" name="sort" value={`${search.sort.field}:${search.sort.direction}`} /> : null}

      <button type="submit" className="sticky bottom-0 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-lg lg:static lg:shadow-none hover:bg-brand-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 dark:focus-visible:ring-offset-slate-900">
        {t("apply")}
      </button>
    </form>
  );
}
