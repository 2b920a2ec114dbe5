"use client";

import { useTranslations } from "next-intl";

import { formControlClasses } from "@/components/forms/fields";
import { FieldError } from "@/components/forms/fields";
import type { ControlBinding } from "@/components/forms/use-form";
import { CloseIcon } from "@/components/ui/icons";
import { MAX_LANGUAGES } from "@/lib/jobs/job-post-schema";

export type LanguageRow = { name: string; level: string };
export const languageLevels = ["basic", "intermediate", "high", "expert", "native"] as const;

/** The languages a job needs, each with its level (spec 3's five levels). */
export function LanguagesEditor({ control, options }: { control: ControlBinding<LanguageRow[]>; options: readonly { name: string; label: string }[] }) {
  const t = useTranslations("PostJob");
  const levels = useTranslations("JobPage.levels");
  const { id, value, setValue, error, attach } = control;
  const unused = options.filter((option) => !value.some((row) => row.name === option.name));

  const update = (index: number, row: Partial<LanguageRow>) => setValue(value.map((current, at) => (at === index ? { ...current, ...row } : current)));

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{t("languages")}</legend>
      {value.map((row, index) => {
        const label = options.find((option) => option.name === row.name)?.label ?? row.name;
        return (
          <div key={row.name} className="flex items-center gap-2">
            <span className="min-w-0 flex-1 truncate text-sm font-medium">{label}</span>
            <label className="sr-only" htmlFor={`${id}-level-${index}`}>
              {t("level")}
            </label>
            <select id={`${id}-level-${index}`} value={row.level} onChange={(event) => update(index, { level: event.target.value })} className={`${formControlClasses} h-10 w-40`}>
              {languageLevels.map((level) => (
                <option key={level} value={level}>
                  {levels(level.toUpperCase() as Uppercase<(typeof languageLevels)[number]>)}
                </option>
              ))}
            </select>
            <button
              type="button"
              onClick={() => setValue(value.filter((_, at) => at !== index))}
              aria-label={t("removeLanguage", { language: label })}
              className="flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <CloseIcon className="size-4" />
            </button>
          </div>
        );
      })}
      {value.length < MAX_LANGUAGES && unused.length > 0 ? (
        <div>
          <label className="sr-only" htmlFor={id}>
            {t("addLanguage")}
          </label>
          <select
            ref={attach}
            id={id}
            value=""
            onChange={(event) => event.target.value && setValue([...value, { name: event.target.value, level: "high" }])}
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
