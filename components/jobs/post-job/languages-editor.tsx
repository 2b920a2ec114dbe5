"use client";

import { useTranslations } from "next-intl";

import { LanguageLevelsEditor, type LanguageRow } from "@/components/forms/language-levels-editor";
import type { ControlBinding } from "@/components/forms/use-form";
import { MAX_LANGUAGES } from "@/lib/jobs/job-post-schema";

/** The languages a job needs, each with its level (spec 3's five levels), named as the job's page names them. */
export function LanguagesEditor({ control, options }: { control: ControlBinding<LanguageRow[]>; options: readonly { name: string; label: string }[] }) {
  const t = useTranslations("PostJob");
  const levels = useTranslations("JobPage.levels");
  return (
    <LanguageLevelsEditor
      control={control}
      options={options}
      newLevel="high"
      max={MAX_LANGUAGES}
      texts={{
        legend: t("languages"),
        add: t("addLanguage"),
        levelOf: () => t("level"),
        remove: (language) => t("removeLanguage", { language }),
        level: (level) => levels(level.toUpperCase() as Uppercase<typeof level>),
      }}
    />
  );
}
