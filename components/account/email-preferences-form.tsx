"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api/client";
import type { EmailPreferences } from "@/lib/notifications/email-preferences";

const choices = [
  { key: "invitations", label: "invitations" },
  { key: "application_updates", label: "applicationUpdates" },
] as const;

/** Which notifications also come by e-mail (PUT users/{id}/email-preferences); the app shows them all anyway. */
export function EmailPreferencesForm({ userId, initial }: { userId: string; initial: EmailPreferences }) {
  const t = useTranslations("EmailPreferences");
  const toast = useToast();
  const { ofApiError } = useErrorMessage();
  const [values, setValues] = useState(initial);
  const [isSaving, setIsSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setIsSaving(true);
    try {
      setValues(await apiRequest<EmailPreferences>("PUT", `users/${userId}/email-preferences`, values));
      toast.success(t("saved"));
    } catch (error) {
      toast.error(ofApiError(error));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void save(event)} className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t("title")}</legend>
        {choices.map(({ key, label }) => (
          <label key={key} className="flex items-start gap-3 text-slate-800 dark:text-slate-200">
            <input
              type="checkbox"
              checked={values[key]}
              onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.checked }))}
              className="mt-1 size-4 shrink-0 accent-brand-600"
            />
            <span>{t(label)}</span>
          </label>
        ))}
      </fieldset>
      <SubmitButton isPending={isSaving} label={t("save")} pendingLabel={t("saving")} className="w-full sm:w-fit" />
    </form>
  );
}
