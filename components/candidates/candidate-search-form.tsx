import { getTranslations } from "next-intl/server";

import { buttonClasses } from "@/components/ui/button";
import { SearchIcon } from "@/components/ui/icons";
import { CANDIDATE_SEARCH_MAX_SEARCH_LENGTH } from "@/lib/candidates/candidate-search-query";
import type { CountryGroup } from "@/lib/catalogue/types";
import { VerificationType } from "@/lib/generated/prisma/enums";

const fieldClasses =
  "h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-ink shadow-xs focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100";

/**
 * A plain GET form: it works without JavaScript, and each search it sends is a URL a crawler can
 * follow and a user can share. A new search starts from page 1 (the form has no page field).
 */
export async function CandidateSearchForm({
  action,
  countryGroups,
  values,
}: {
  action: string;
  countryGroups: CountryGroup[];
  values: { search: string; countryId: string; verificationType: string };
}) {
  const t = await getTranslations("PublicCandidates");
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={t("form.label")}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end dark:border-slate-800 dark:bg-slate-900/60"
    >
      <label className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <span className="text-sm font-medium text-slate-700 dark:text-slate-300">{t("form.search")}</span>
        <span className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400" />
          <input
            type="search"
            name="search"
            defaultValue={values.search}
            maxLength={CANDIDATE_SEARCH_MAX_SEARCH_LENGTH}
            placeholder={t("form.searchPlaceholder")}
            className={`${fieldClasses} pl-10`}
          />
        </span>
      </label>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-700 dark:text-slate-300">{t("form.country")}</span>
        <select name="country_id" defaultValue={values.countryId} className={fieldClasses}>
          <option value="">{t("form.allCountries")}</option>
          {countryGroups.map((group) => (
            <optgroup key={group.region.slug} label={group.region.name}>
              {group.countries.map((country) => (
                <option key={country.id} value={String(country.id)}>
                  {`${country.flag} ${country.name}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1.5">
        <span className="text-sm font-medium text-slate-700 dark:text-slate-300">{t("form.verification")}</span>
        <select name="type_user_verificated" defaultValue={values.verificationType} className={fieldClasses}>
          <option value="">{t("form.allVerifications")}</option>
          {Object.values(VerificationType).map((type) => (
            <option key={type} value={type.toLowerCase()}>
              {t(`verification.${type}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={buttonClasses({ className: "w-full sm:col-span-2 lg:col-span-1 lg:w-auto" })}>
        <SearchIcon className="size-5" />
        {t("form.submit")}
      </button>
    </form>
  );
}
