"use client";

import { useTranslations } from "next-intl";

import { TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import type { JobTemplateSummaryWire } from "@/lib/job-templates/job-template-wire";
import { renameJobTemplateSchema, TEMPLATE_NAME_MAX } from "@/lib/job-templates/schemas";

/** Renames a template (PUT /api/job-templates/{id}); the list reloads once saved. */
export function RenameTemplateDialog({ template, onClose }: { template: JobTemplateSummaryWire | null; onClose: () => void }) {
  const t = useTranslations("JobTemplates");
  return (
    <Dialog open={template !== null} onClose={onClose} title={t("renameTitle")}>
      {template ? <RenameForm key={template._id} template={template} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RenameForm({ template, onClose }: { template: JobTemplateSummaryWire; onClose: () => void }) {
  const t = useTranslations("JobTemplates");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const router = useRouter();
  const form = useForm({ schema: renameJobTemplateSchema, initialValues: { name: template.name } });

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await apiRequest("PUT", `job-templates/${template._id}`, { name });
      toast.success(t("renamed"));
      onClose();
      router.refresh();
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
