"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { ConfirmDialogActions } from "@/components/ui/confirm-dialog-actions";
import { Dialog } from "@/components/ui/dialog";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest } from "@/lib/api/client";
import type { JobTemplateSummaryWire } from "@/lib/job-templates/job-template-wire";

/** Asks before deleting a template (DELETE /api/job-templates/{id}); jobs posted from it stay. */
export function DeleteTemplateDialog({ template, onClose }: { template: JobTemplateSummaryWire | null; onClose: () => void }) {
  const t = useTranslations("JobTemplates");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const router = useRouter();
  const [isDeleting, setIsDeleting] = useState(false);

  async function confirm() {
    if (!template || isDeleting) return;
    setIsDeleting(true);
    try {
      await apiRequest("DELETE", `job-templates/${template._id}`);
      toast.success(t("deleted", { name: template.name }));
      onClose();
      router.refresh();
    } catch (error) {
      toast.error(ofApiError(error));
    } finally {
      setIsDeleting(false);
    }
  }

  return (
    <Dialog open={template !== null} onClose={() => (isDeleting ? undefined : onClose())} title={t("deleteTitle", { name: template?.name ?? "" })} description={t("deleteLead")}>
      <ConfirmDialogActions onCancel={onClose} onConfirm={() => void confirm()} isPending={isDeleting} cancelLabel={t("cancel")} confirmLabel={t("confirmDelete")} pendingLabel={t("deleting")} />
    </Dialog>
  );
}
