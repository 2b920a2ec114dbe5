"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { Button, buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { Link } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import { TEMPLATE_NAME_MAX } from "@/lib/job-templates/schemas";

import { TemplateNameForm } from "./template-name-form";

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
  const toast = useToast();
  return (
    <TemplateNameForm
      initialName={defaultName}
      onClose={onClose}
      save={async (name) => {
        await apiRequest("POST", "job-templates", { name, from_job: jobId });
        toast.success(t("savedAsTemplate"));
        onSaved();
      }}
    />
  );
}
