"use client";

import { useState, type KeyboardEvent } from "react";
import { useTranslations } from "next-intl";

import { FieldFrame, formControlClasses } from "@/components/forms/fields";
import type { ControlBinding } from "@/components/forms/use-form";
import { Button } from "@/components/ui/button";
import { CloseIcon } from "@/components/ui/icons";
import { CUSTOM_SKILL_MAX, MAX_CUSTOM_SKILLS } from "@/lib/profile/schemas";

/** Skills the catalogue lacks, typed freely: Enter or the Add button adds one, as a removable chip. */
export function CustomSkillsInput({ control }: { control: ControlBinding<string[]> }) {
  const t = useTranslations("CandidateProfile");
  const { id, value, setValue, onBlur, error, attach } = control;
  const [draft, setDraft] = useState("");
  const isFull = value.length >= MAX_CUSTOM_SKILLS;

  function add() {
    const skill = draft.trim().replace(/\s+/g, " ");
    if (skill === "") return;
    if (!value.some((other) => other.toLowerCase() === skill.toLowerCase())) setValue([...value, skill]);
    setDraft("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      add();
    }
  }

  return (
    <FieldFrame id={id} label={t("customSkills")} hint={t("customSkillsHint", { max: MAX_CUSTOM_SKILLS })} isOptional error={error}>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5">
          {value.map((skill) => (
            <li key={skill} className="flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100">
              {skill}
              <button
                type="button"
                onClick={() => setValue(value.filter((other) => other !== skill))}
                aria-label={t("removeSkill", { skill })}
                className="flex size-6 items-center justify-center rounded-full hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-700"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex gap-2">
        <input
          ref={attach}
          id={id}
          type="text"
          value={draft}
          maxLength={CUSTOM_SKILL_MAX}
          disabled={isFull}
          placeholder={t("customSkillPlaceholder")}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          className={`${formControlClasses} h-11 min-w-0 flex-1`}
        />
        <Button variant="outline" onClick={add} disabled={isFull || draft.trim() === ""}>
          {t("add")}
        </Button>
      </div>
    </FieldFrame>
  );
}
