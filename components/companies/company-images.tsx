"use client";

import { useState, type ChangeEvent } from "react";
import { useTranslations } from "next-intl";

import { uploadCompanyImage } from "@/components/companies/upload-company-image";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { CompanyLogo } from "@/components/marketplace/company-logo";
import { Button, buttonClasses } from "@/components/ui/button";
import { ConfirmDialogActions } from "@/components/ui/confirm-dialog-actions";
import { Dialog } from "@/components/ui/dialog";
import { ErrorIcon, Spinner } from "@/components/ui/icons";
import { PendingLabel } from "@/components/ui/pending-label";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest, isApiError } from "@/lib/api/client";
import type { CompanyWire } from "@/lib/companies/company-wire";
import type { CompanyImageType } from "@/lib/companies/schemas";
import { acceptedImageTypes, detectImageType, IMAGE_SIGNATURE_BYTES } from "@/lib/files/image-type";
import { COMPANY_IMAGE_MAX_BYTES } from "@/lib/files/upload-rules";

const maxMb = COMPANY_IMAGE_MAX_BYTES / (1024 * 1024);

export type CompanyImagesProps = { companyId: string; name: string; logo: string | null; cover: string | null; isReadOnly?: boolean };

/**
 * The logo and the cover, each with upload (or replace) and remove. A file is checked here as the
 * server checks it (size, and the type by its first bytes) before it is sent; a removal asks first.
 */
export function CompanyImages({ companyId, name, logo, cover, isReadOnly = false }: CompanyImagesProps) {
  const t = useTranslations("Companies.images");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const router = useRouter();
  const [images, setImages] = useState({ logo, cover });
  const [busy, setBusy] = useState<{ type: CompanyImageType; action: "upload" | "remove" } | null>(null);
  const [messages, setMessages] = useState<Partial<Record<CompanyImageType, string>>>({});
  const [confirming, setConfirming] = useState<CompanyImageType | null>(null);

  function show(saved: CompanyWire) {
    setImages({ logo: saved.logo, cover: saved.cover });
    router.refresh();
  }

  async function upload(type: CompanyImageType, event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setMessages((current) => ({ ...current, [type]: undefined }));
    const fail = (message: string) => setMessages((current) => ({ ...current, [type]: message }));
    if (file.size > COMPANY_IMAGE_MAX_BYTES) return fail(t("tooLarge", { maxMb }));
    const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
    if (!detectImageType(head)) return fail(t("wrongType"));

    setBusy({ type, action: "upload" });
    try {
      show(await uploadCompanyImage(companyId, type, file));
      toast.success(type === "logo" ? t("logoSaved") : t("coverSaved"));
    } catch (error) {
      if (isApiError(error) && error.code === "payload_too_large") fail(t("tooLarge", { maxMb }));
      else if (isApiError(error) && error.code === "unsupported_image") fail(t("wrongType"));
      else fail(ofApiError(error));
    } finally {
      setBusy(null);
    }
  }

  async function remove(type: CompanyImageType) {
    setBusy({ type, action: "remove" });
    try {
      show(await apiRequest<CompanyWire>("POST", "companies/reset-image-company", { companyId, type }));
      toast.success(type === "logo" ? t("logoRemoved") : t("coverRemoved"));
    } catch (error) {
      toast.error(ofApiError(error));
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }

  function controls(type: CompanyImageType) {
    if (isReadOnly) return null;
    const inputId = `company-${type}-input`;
    const current = images[type];
    const isBusy = busy?.type === type;
    const uploadLabel = type === "logo" ? (current ? t("replaceLogo") : t("uploadLogo")) : current ? t("replaceCover") : t("uploadCover");
    return (
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={inputId}
          type="file"
          accept={acceptedImageTypes.join(",")}
          onChange={(event) => void upload(type, event)}
          disabled={busy !== null}
          aria-describedby={`${inputId}-hint ${inputId}-status`}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={buttonClasses({
            variant: "outline",
            size: "sm",
            className: `peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${busy !== null ? "pointer-events-none cursor-default opacity-60" : "cursor-pointer"}`,
          })}
        >
          <PendingLabel isPending={isBusy && busy.action === "upload"} label={uploadLabel} pendingLabel={t("uploading")} spinnerClassName="size-4" />
        </label>
        {current ? (
          <Button variant="dangerGhost" size="sm" onClick={() => setConfirming(type)} disabled={busy !== null}>
            {type === "logo" ? t("removeLogo") : t("removeCover")}
          </Button>
        ) : null}
      </div>
    );
  }

  function status(type: CompanyImageType) {
    const inputId = `company-${type}-input`;
    return (
      <>
        <p id={`${inputId}-hint`} className="text-sm text-slate-500 dark:text-slate-400">
          {type === "logo" ? t("logoHint", { maxMb }) : t("coverHint", { maxMb })}
        </p>
        <div id={`${inputId}-status`} role="alert">
          {messages[type] ? (
            <p className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
              <ErrorIcon className="mt-px size-4 shrink-0" />
              <span>{messages[type]}</span>
            </p>
          ) : null}
        </div>
      </>
    );
  }

  const isRemoving = busy?.action === "remove";
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">{t("cover")}</h3>
        <div className="relative aspect-[3/1] w-full overflow-hidden rounded-xl border border-slate-200 bg-gradient-to-br from-brand-50 via-white to-brand-100 dark:border-slate-800 dark:from-slate-800 dark:via-slate-900 dark:to-brand-900/40">
          {images.cover ? (
            // Stored uploads of any size, shown as they are: next/image would add nothing for a preview.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={images.cover} alt={t("coverAlt", { name })} className="size-full object-cover" />
          ) : (
            <span className="flex size-full items-center justify-center text-sm font-medium text-slate-500 dark:text-slate-400">{t("noCover")}</span>
          )}
          {busy?.type === "cover" ? (
            <span className="absolute inset-0 flex items-center justify-center bg-white/60 dark:bg-slate-950/60">
              <Spinner className="size-6 text-brand-600" />
            </span>
          ) : null}
        </div>
        {controls("cover")}
        {status("cover")}
      </div>
      <hr className="border-slate-200 dark:border-slate-800" />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="relative w-fit">
          {images.logo ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={images.logo} alt={t("logoAlt", { name })} width={96} height={96} className="company-logo size-24" />
          ) : (
            <CompanyLogo name={name} logoUrl={null} size={96} />
          )}
          {busy?.type === "logo" ? (
            <span className="absolute inset-0 flex items-center justify-center rounded-xl bg-white/60 dark:bg-slate-950/60">
              <Spinner className="size-6 text-brand-600" />
            </span>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-2">
          <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">{t("logo")}</h3>
          {controls("logo")}
          {status("logo")}
        </div>
      </div>

      <Dialog
        open={confirming !== null}
        onClose={() => (isRemoving ? undefined : setConfirming(null))}
        title={confirming === "cover" ? t("removeCoverTitle") : t("removeLogoTitle")}
        description={confirming === "cover" ? t("removeCoverLead") : t("removeLogoLead")}
      >
        <ConfirmDialogActions onCancel={() => setConfirming(null)} onConfirm={() => confirming && void remove(confirming)} isPending={isRemoving} cancelLabel={t("cancel")} confirmLabel={t("remove")} pendingLabel={t("removing")} />
      </Dialog>
    </div>
  );
}
