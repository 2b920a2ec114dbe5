"use client";

import { useTranslations } from "next-intl";

import { FieldError, formControlClasses } from "@/components/forms/fields";
import type { ControlBinding } from "@/components/forms/use-form";
import { languageLevelLooks, type WireLanguageLevel } from "@/components/profile/language-level";
import { CloseIcon } from "@/components/ui/icons";
import { MAX_PROFILE_LANGUAGES, wireLanguageLevels } from "@/lib/profile/schemas";

export type LanguageRow = { name: string; level: string };

/** The languages the candidate speaks, each with one of the five levels, shown in the level's colour. */
export function LanguagesEditor({ control, options }: { control: ControlBinding<LanguageRow[]>; options: readonly { name: string; label: string }[] }) {
  const t = useTranslations("CandidateProfile");
  const { id, value, setValue, error, attach } = control;
  const unused = options.filter((option) => !value.some((row) => row.name === option.name));
  const update = (index: number, level: string) => setValue(value.map((row, at) => (at === index ? { ...row, level } : row)));

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{t("languages")}</legend>
      {value.length === 0 ? <p className="text-sm text-slate-500 dark:text-slate-400">{t("noLanguages")}</p> : null}
      <ul className="flex flex-col gap-2">
        {value.map((row, index) => {
          const label = options.find((option) => option.name === row.name)?.label ?? row.name;
          const level = row.level as WireLanguageLevel;
          return (
            <li key={row.name} className="flex items-center gap-2">
              <span className={`size-3 shrink-0 rounded-full ring-1 ring-inset ${languageLevelLooks[level] ?? ""}`} aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{label}</span>
              <label className="sr-only" htmlFor={`${id}-level-${index}`}>
                {t("levelOf", { language: label })}
              </label>
              <select
                id={`${id}-level-${index}`}
                value={row.level}
                onChange={(event) => update(index, event.target.value)}
                className={`${formControlClasses} h-10 w-36 sm:w-44 ${languageLevelLooks[level] ?? ""}`}
              >
                {wireLanguageLevels.map((option) => (
                  <option key={option} value={option}>
                    {t(`levels.${option}`)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                onClick={() => setValue(value.filter((_, at) => at !== index))}
                aria-label={t("removeLanguage", { language: label })}
                className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800 dark:hover:text-white"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      {value.length < MAX_PROFILE_LANGUAGES && unused.length > 0 ? (
        <div>
          <label className="sr-only" htmlFor={id}>
            {t("addLanguage")}
          </label>
          <select
            ref={attach}
            id={id}
            value=""
            onChange={(event) => event.target.value && setValue([...value, { name: event.target.value, level: "intermediate" }])}
            className={`${formControlClasses} h-10 sm:w-64`}
          >
            <option value="">{t("addLanguage")}</option>
            {unused.map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
