"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToast } from "@/components/ui/toast";
import { Link } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import { renameJobTemplateSchema, TEMPLATE_NAME_MAX } from "@/lib/job-templates/schemas";

/** Saves the job as a template (POST /api/job-templates with from_job), named after the job to begin with. */
export function SaveAsTemplateButton({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const t = useTranslations("JobTemplates");
  const [isOpen, setIsOpen] = useState(false);
  const [isSaved, setIsSaved] = useState(false);
  return (
    <>
      {isSaved ? (
        <Link href="/home/job-templates" className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t("seeTemplates")}
        </Link>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setIsOpen(true)}>
          {t("saveAsTemplate")}
        </Button>
      )}
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} title={t("saveAsTemplateTitle")} description={t("saveAsTemplateLead")}>
        {isOpen ? (
          <SaveForm
            jobId={jobId}
            defaultName={jobTitle.slice(0, TEMPLATE_NAME_MAX)}
            onClose={() => setIsOpen(false)}
            onSaved={() => {
              setIsOpen(false);
              setIsSaved(true);
            }}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function SaveForm({ jobId, defaultName, onClose, onSaved }: { jobId: string; defaultName: string; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations("JobTemplates");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const form = useForm({ schema: renameJobTemplateSchema, initialValues: { name: defaultName } });

  const onSubmit = form.handleSubmit(async ({ name }) => {
    try {
      await apiRequest("POST", "job-templates", { name, from_job: jobId });
      toast.success(t("savedAsTemplate"));
      onSaved();
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
