"use client";

import { FieldError, formControlClasses } from "@/components/forms/fields";
import type { ControlBinding } from "@/components/forms/use-form";
import type { WireLanguageLevel } from "@/components/profile/language-level";
import { CloseIcon } from "@/components/ui/icons";
import { wireLanguageLevels } from "@/lib/profile/schemas";

export type LanguageRow = { name: string; level: string };

export type LanguageLevelsTexts = {
  legend: string;
  /** Shown while the list is empty; nothing when left out. */
  empty?: string;
  add: string;
  levelOf: (language: string) => string;
  remove: (language: string) => string;
  level: (level: WireLanguageLevel) => string;
};

type LanguageLevelsEditorProps = {
  control: ControlBinding<LanguageRow[]>;
  options: readonly { name: string; label: string }[];
  /** The level a language starts with when it is added. */
  newLevel: WireLanguageLevel;
  max: number;
  texts: LanguageLevelsTexts;
  /** Classes that colour each level (a dot beside the language and the level's select); plain without them. */
  levelLooks?: Record<WireLanguageLevel, string>;
};

/** A list of languages, each with one of spec 3's five levels: added from a select, re-levelled and removed one by one. */
export function LanguageLevelsEditor({ control, options, newLevel, max, texts, levelLooks }: LanguageLevelsEditorProps) {
  const { id, value, setValue, error, attach } = control;
  const unused = options.filter((option) => !value.some((row) => row.name === option.name));
  const update = (index: number, level: string) => setValue(value.map((row, at) => (at === index ? { ...row, level } : row)));
  const lookOf = (level: string) => (levelLooks ? (levelLooks[level as WireLanguageLevel] ?? "") : null);

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-800 dark:text-slate-200">{texts.legend}</legend>
      {texts.empty !== undefined && value.length === 0 ? <p className="text-sm text-slate-500 dark:text-slate-400">{texts.empty}</p> : null}
      <ul className="flex flex-col gap-2">
        {value.map((row, index) => {
          const label = options.find((option) => option.name === row.name)?.label ?? row.name;
          const look = lookOf(row.level);
          return (
            <li key={row.name} className="flex items-center gap-2">
              {look === null ? null : <span className={`size-3 shrink-0 rounded-full ring-1 ring-inset ${look}`} aria-hidden="true" />}
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{label}</span>
              <label className="sr-only" htmlFor={`${id}-level-${index}`}>
                {texts.levelOf(label)}
              </label>
              <select id={`${id}-level-${index}`} value={row.level} onChange={(event) => update(index, event.target.value)} className={`${formControlClasses} h-10 max-w-36 sm:max-w-44 ${look ?? ""}`}>
                {wireLanguageLevels.map((level) => (
                  <option key={level} value={level}>
                    {texts.level(level)}
                  </option>
                ))}
              </select>
              <button
                type="button"
                onClick={() => setValue(value.filter((_, at) => at !== index))}
                aria-label={texts.remove(label)}
                className="flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-800 dark:hover:text-white"
              >
                <CloseIcon className="size-4" />
              </button>
            </li>
          );
        })}
      </ul>
      {value.length < max && unused.length > 0 ? (
        <div>
          <label className="sr-only" htmlFor={id}>
            {texts.add}
          </label>
          <select
            ref={attach}
            id={id}
            value=""
            onChange={(event) => event.target.value && setValue([...value, { name: event.target.value, level: newLevel }])}
            className={`${formControlClasses} h-10 sm:w-64`}
          >
            <option value="">{texts.add}</option>
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
