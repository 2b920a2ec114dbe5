"use client";

import { useTranslations } from "next-intl";

import { LanguageLevelsEditor, type LanguageRow } from "@/components/forms/language-levels-editor";
import type { ControlBinding } from "@/components/forms/use-form";
import { languageLevelLooks } from "@/components/profile/language-level";
import { MAX_PROFILE_LANGUAGES } from "@/lib/profile/schemas";

/** The languages the candidate speaks, each with one of the five levels, shown in the level's colour. */
export function LanguagesEditor({ control, options }: { control: ControlBinding<LanguageRow[]>; options: readonly { name: string; label: string }[] }) {
  const t = useTranslations("CandidateProfile");
  return (
    <LanguageLevelsEditor
      control={control}
      options={options}
      newLevel="intermediate"
      max={MAX_PROFILE_LANGUAGES}
      levelLooks={languageLevelLooks}
      texts={{
        legend: t("languages"),
        empty: t("noLanguages"),
        add: t("addLanguage"),
        levelOf: (language) => t("levelOf", { language }),
        remove: (language) => t("removeLanguage", { language }),
        level: (level) => t(`levels.${level}`),
      }}
    />
  );
}
