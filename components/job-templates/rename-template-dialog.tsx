"use client";

import { useTranslations } from "next-intl";

import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import type { JobTemplateSummaryWire } from "@/lib/job-templates/job-template-wire";

import { TemplateNameForm } from "./template-name-form";

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
  const toast = useToast();
  const router = useRouter();
  return (
    <TemplateNameForm
      initialName={template.name}
      onClose={onClose}
      save={async (name) => {
        await apiRequest("PUT", `job-templates/${template._id}`, { name });
        toast.success(t("renamed"));
        onClose();
        router.refresh();
      }}
    />
  );
}
