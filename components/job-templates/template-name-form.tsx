"use client";

import { useTranslations } from "next-intl";

import { TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToast } from "@/components/ui/toast";
import { renameJobTemplateSchema, TEMPLATE_NAME_MAX } from "@/lib/job-templates/schemas";

/**
 * A template's name, in a dialog: saving a job as a template and renaming one ask for it alike.
 * `save` sends it and says what happened; the API's field errors show under the field.
 */
export function TemplateNameForm({ initialName, onClose, save }: { initialName: string; onClose: () => void; save: (name: string) => Promise<void> }) {
  const t = useTranslations("JobTemplates");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const form = useForm({ schema: renameJobTemplateSchema, initialValues: { name: initialName } });

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await save(name);
    } catch (error) {
      if (!form.showApiErrors(error)) toast.error(ofApiError(error));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 px-5 py-4">
      <TextField field={form.field("name")} label={t("nameLabel")} hint={t("nameHint", { max: TEMPLATE_NAME_MAX })} maxLength={TEMPLATE_NAME_MAX} autoComplete="off" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose} disabled={form.isPending}>
          {t("cancel")}
        </Button>
        <SubmitButton {...form.submit} className="sm:w-auto" label={t("save")} pendingLabel={t("saving")} />
      </div>
    </form>
  );
}
