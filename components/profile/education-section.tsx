"use client";

import { useLocale, useTranslations } from "next-intl";

import { TextField } from "@/components/forms/fields";
import { useForm } from "@/components/forms/use-form";
import { EntryDates } from "@/components/profile/entry-dates";
import { EntryForm } from "@/components/profile/entry-form";
import { EntryList } from "@/components/profile/entry-list";
import { EducationSummary } from "@/components/profile/entry-summaries";
import { useSaveProfile } from "@/components/profile/use-save-profile";
import { educationFormSchema, type EducationFormValues } from "@/lib/profile/form-schemas";
import type { WireEducation } from "@/lib/profile/profile-wire";

function EducationForm({ initial, onCancel, onSave }: { initial: WireEducation | null; onCancel: () => void; onSave: (entry: EducationFormValues) => Promise<boolean> }) {
  const t = useTranslations("CandidateProfile");
  const form = useForm({
    schema: educationFormSchema,
    initialValues: {
      institution: initial?.institution ?? "",
      degree: initial?.degree ?? "",
      field_of_study: initial?.field_of_study ?? "",
      start_date: initial?.start_date ?? "",
      end_date: initial?.end_date ?? "",
    } satisfies EducationFormValues,
  });
  return (
    <EntryForm form={form} label={initial ? t("editEducation", { entry: initial.degree }) : t("addEducation")} onCancel={onCancel} onSave={onSave}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={form.field("institution")} label={t("institution")} maxLength={160} />
        <TextField field={form.field("degree")} label={t("degree")} maxLength={160} />
      </div>
      <TextField field={form.field("field_of_study")} label={t("fieldOfStudy")} isOptional maxLength={160} />
      <EntryDates start={form.field("start_date")} end={form.field("end_date")} endLabel={t("endDateStudies")} />
    </EntryForm>
  );
}

/** The candidate's studies, managed like the positions. */
export function EducationSection({ userId, entries }: { userId: string; entries: WireEducation[] }) {
  const t = useTranslations("CandidateProfile");
  const locale = useLocale();
  const save = useSaveProfile(userId, "academic");
  return (
    <EntryList<WireEducation, EducationFormValues>
      entries={entries}
      nameOf={(entry) => entry.degree}
      texts={{
        add: t("addEducation"),
        edit: (entry) => t("editEducation", { entry }),
        remove: (entry) => t("removeEntry", { entry }),
        empty: t("noEducations"),
        removeTitle: t("removeEducationTitle"),
        removeText: (entry) => t("removeEntryText", { entry }),
      }}
      summary={(entry) => <EducationSummary entry={entry} locale={locale} presentLabel={t("present")} />}
      renderForm={(props) => <EducationForm {...props} />}
      onSaveList={async (list) => Boolean(await save({ educations: list }))}
    />
  );
}
