"use client";

import type { FormEvent, ReactNode } from "react";
import { useTranslations } from "next-intl";

import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";

/** What an entry form needs of its useForm: the values to save, the submit handler and the submit button's state. */
type EntryFormState<V> = {
  values: V;
  handleSubmit: (onValid: () => Promise<void>) => (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submit: { isPending: boolean; isBlocked: boolean };
};

/** The form of one profile entry (a position, a study) inside an EntryList: its fields, Cancel and Save. */
export function EntryForm<V>({ form, label, onCancel, onSave, children }: { form: EntryFormState<V>; label: string; onCancel: () => void; onSave: (entry: V) => Promise<boolean>; children: ReactNode }) {
  const t = useTranslations("CandidateProfile");
  const onSubmit = form.handleSubmit(async () => {
    await onSave(form.values);
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={label}>
      {children}
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <SubmitButton {...form.submit} className="sm:w-auto" label={t("saveEntry")} pendingLabel={t("saving")} />
      </div>
    </form>
  );
}
