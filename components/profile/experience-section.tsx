"use client";

import { useLocale, useTranslations } from "next-intl";

import { TextAreaField, TextField } from "@/components/forms/fields";
import { useForm } from "@/components/forms/use-form";
import { EntryDates } from "@/components/profile/entry-dates";
import { EntryForm } from "@/components/profile/entry-form";
import { EntryList } from "@/components/profile/entry-list";
import { ExperienceSummary } from "@/components/profile/entry-summaries";
import { useSaveProfile } from "@/components/profile/use-save-profile";
import { experienceFormSchema, type ExperienceFormValues } from "@/lib/profile/form-schemas";
import type { WireExperience } from "@/lib/profile/profile-wire";

function ExperienceForm({ initial, onCancel, onSave }: { initial: WireExperience | null; onCancel: () => void; onSave: (entry: ExperienceFormValues) => Promise<boolean> }) {
  const t = useTranslations("CandidateProfile");
  const form = useForm({
    schema: experienceFormSchema,
    initialValues: {
      company_name: initial?.company_name ?? "",
      position: initial?.position ?? "",
      start_date: initial?.start_date ?? "",
      end_date: initial?.end_date ?? "",
      description: initial?.description ?? "",
    } satisfies ExperienceFormValues,
  });
  return (
    <EntryForm form={form} label={initial ? t("editPosition", { entry: initial.position }) : t("addPosition")} onCancel={onCancel} onSave={onSave}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={form.field("position")} label={t("position")} maxLength={120} />
        <TextField field={form.field("company_name")} label={t("company")} maxLength={120} autoComplete="organization" />
      </div>
      <EntryDates start={form.field("start_date")} end={form.field("end_date")} endLabel={t("endDate")} />
      <TextAreaField field={form.field("description")} label={t("description")} isOptional rows={3} />
    </EntryForm>
  );
}

/** The candidate's positions: added, edited and removed one at a time, saved as the whole list. */
export function ExperienceSection({ userId, entries }: { userId: string; entries: WireExperience[] }) {
  const t = useTranslations("CandidateProfile");
  const locale = useLocale();
  const save = useSaveProfile(userId, "experience");
  return (
    <EntryList<WireExperience, ExperienceFormValues>
      entries={entries}
      nameOf={(entry) => entry.position}
      texts={{
        add: t("addPosition"),
        edit: (entry) => t("editPosition", { entry }),
        remove: (entry) => t("removeEntry", { entry }),
        empty: t("noExperiences"),
        removeTitle: t("removePositionTitle"),
        removeText: (entry) => t("removeEntryText", { entry }),
      }}
      summary={(entry) => <ExperienceSummary entry={entry} locale={locale} presentLabel={t("present")} isDescriptionClamped />}
      renderForm={(props) => <ExperienceForm {...props} />}
      onSaveList={async (list) => Boolean(await save({ experiences: list }))}
    />
  );
}
