"use client";

import { useTranslations } from "next-intl";

import { useForm } from "@/components/forms/use-form";
import { SkillPicker } from "@/components/jobs/post-job/skill-picker";
import { CustomSkillsInput } from "@/components/profile/custom-skills-input";
import { LanguagesEditor } from "@/components/profile/languages-editor";
import { useSaveProfile } from "@/components/profile/use-save-profile";
import { SubmitButton } from "@/components/ui/submit-button";
import { proficiencyFormSchema, type ProficiencyFormValues } from "@/lib/profile/form-schemas";
import type { ProfileOptions } from "@/lib/profile/load-profile-page";
import { proficiencyFormValues } from "@/lib/profile/profile-form-state";
import { MIN_SKILLS_FOR_COMPLETION } from "@/lib/profile/completion";

export type ProficiencyFormProps = { userId: string; initialValues: ProficiencyFormValues; options: Pick<ProfileOptions, "skills" | "languages"> };

/** Skills from the catalogue, skills of one's own, and languages with their levels. */
export function ProficiencyForm({ userId, initialValues, options }: ProficiencyFormProps) {
  const t = useTranslations("CandidateProfile");
  const form = useForm({ schema: proficiencyFormSchema, initialValues });
  const save = useSaveProfile(userId, "proficiency");

  const onSubmit = form.handleSubmit(async () => {
    const saved = await save(form.values, (error) => form.showApiErrors(error));
    if (saved) form.reset(proficiencyFormValues(saved));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <SkillPicker control={form.control("skills")} label={t("skills")} hint={t("skillsHint", { min: MIN_SKILLS_FOR_COMPLETION })} catalogue={options.skills} />
      <CustomSkillsInput control={form.control("custom_skills")} />
      <LanguagesEditor control={form.control("languages")} options={options.languages} />
      <div>
        <SubmitButton {...form.submit} className="w-full sm:w-auto" label={t("save")} pendingLabel={t("saving")} />
      </div>
    </form>
  );
}
