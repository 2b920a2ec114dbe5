"use client";

import { useId, useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";

import { FieldFrame, formControlClasses } from "@/components/forms/fields";
import type { ControlBinding } from "@/components/forms/use-form";
import { CloseIcon } from "@/components/ui/icons";
import { MAX_SKILLS } from "@/lib/jobs/job-post-schema";

const SHOWN_MATCHES = 8;

/**
 * Skills from the catalogue: a combobox that suggests as the employer types (arrow keys, Enter),
 * and the chosen ones as removable chips. Case-insensitive, as the server matches them (spec 5).
 */
export function SkillPicker({ control, label, hint, catalogue }: { control: ControlBinding<string[]>; label: string; hint: string; catalogue: readonly string[] }) {
  const t = useTranslations("PostJob");
  const listId = useId();
  const { id, value, setValue, onBlur, error, attach } = control;
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const chosen = new Set(value.map((skill) => skill.toLowerCase()));
  const wanted = query.trim().toLowerCase();
  const matches = wanted === "" ? [] : catalogue.filter((skill) => skill.toLowerCase().includes(wanted) && !chosen.has(skill.toLowerCase())).slice(0, SHOWN_MATCHES);
  const isFull = value.length >= MAX_SKILLS;

  function add(skill: string) {
    setValue([...value, skill]);
    setQuery("");
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && matches.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % matches.length);
    } else if (event.key === "ArrowUp" && matches.length > 0) {
      event.preventDefault();
      setActive((index) => (index - 1 + matches.length) % matches.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const pick = matches[active];
      if (pick) add(pick);
    } else if (event.key === "Escape") {
      setQuery("");
    } else if (event.key === "Backspace" && query === "" && value.length > 0) {
      setValue(value.slice(0, -1));
    }
  }

  return (
    <FieldFrame id={id} label={label} hint={hint} isOptional error={error}>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((skill) => (
            <li key={skill} className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-700 dark:bg-brand-900/40 dark:text-brand-200">
              {skill}
              <button
                type="button"
                onClick={() => setValue(value.filter((other) => other !== skill))}
                aria-label={t("removeSkill", { skill })}
                className="flex size-6 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-brand-900"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <input
          ref={attach}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={wanted !== ""}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={matches[active] ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          value={query}
          disabled={isFull}
          placeholder={t("skillsPlaceholder")}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          className={`${formControlClasses} h-11`}
        />
        {wanted !== "" ? (
          <ul id={listId} role="listbox" className="absolute z-20 mt-1 max-h-[12.75rem] w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900">
            {matches.length === 0 ? (
              <li className="px-3 py-2 text-sm text-slate-500 dark:text-slate-400">{t("noSkillMatches")}</li>
            ) : (
              matches.map((skill, index) => (
                <li
                  key={skill}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  // Before the input's blur: a click must land on the option.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    add(skill);
                  }}
                  className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-brand-50 text-brand-800 dark:bg-brand-900/50 dark:text-brand-100" : "text-slate-800 dark:text-slate-200"}`}
                >
                  {skill}
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
    </FieldFrame>
  );
}
