"use client";

import { useState, type ChangeEvent } from "react";
import { useTranslations } from "next-intl";

import { uploadProfilePicture } from "@/components/account/upload-profile-picture";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { Avatar } from "@/components/ui/avatar";
import { buttonClasses } from "@/components/ui/button";
import { ErrorIcon } from "@/components/ui/icons";
import { PendingLabel } from "@/components/ui/pending-label";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { isApiError } from "@/lib/api/client";
import { acceptedImageTypes, detectImageType, IMAGE_SIGNATURE_BYTES } from "@/lib/files/image-type";
import { PROFILE_PICTURE_MAX_BYTES } from "@/lib/files/upload-rules";

const maxMb = PROFILE_PICTURE_MAX_BYTES / (1024 * 1024);

/**
 * The profile picture with a button to replace it (the default avatar when there is none). The
 * file is checked here as the server checks it (size, and the type by its first bytes) so that
 * a wrong file is refused before it is sent.
 */
export function ProfilePicture({ userId, src }: { userId: string; src: string | null }) {
  const t = useTranslations("Profile");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const router = useRouter();
  const [current, setCurrent] = useState(src);
  const [isUploading, setIsUploading] = useState(false);
  const tooLarge = t("errors.pictureTooLarge", { maxMb });
  const wrongType = t("errors.pictureType");
  const [message, setMessage] = useState<string | null>(null);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setMessage(null);
    if (file.size > PROFILE_PICTURE_MAX_BYTES) return setMessage(tooLarge);
    const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
    if (!detectImageType(head)) return setMessage(wrongType);

    setIsUploading(true);
    try {
      const user = await uploadProfilePicture(userId, file);
      setCurrent(user.personal_information.profile_pic);
      toast.success(t("pictureSaved"));
      router.refresh();
    } catch (error) {
      if (isApiError(error) && error.code === "payload_too_large") setMessage(tooLarge);
      else if (isApiError(error) && error.code === "unsupported_image") setMessage(wrongType);
      else setMessage(ofApiError(error));
    } finally {
      setIsUploading(false);
    }
  }


  return (
    <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-center">
      <Avatar src={current} alt={t("pictureAlt")} size={112} className="ring-4 ring-white dark:ring-slate-900" />
      <div className="flex flex-col items-center gap-2 text-center sm:items-start sm:text-left">
        <input
          id="profile-picture-input"
          type="file"
          accept={acceptedImageTypes.join(",")}
          onChange={onChange}
          disabled={isUploading}
          aria-describedby="profile-picture-hint profile-picture-status"
          className="peer sr-only"
        />
        <label
          htmlFor="profile-picture-input"
          className={buttonClasses({
            variant: "outline",
            size: "sm",
            className: `peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${isUploading ? "pointer-events-none cursor-default opacity-60" : "cursor-pointer"}`,
          })}
        >
          <PendingLabel isPending={isUploading} label={t("changePicture")} pendingLabel={t("uploading")} spinnerClassName="size-4" />
        </label>
        <p id="profile-picture-hint" className="text-sm text-slate-500 dark:text-slate-400">
          {t("pictureHint", { maxMb })}
        </p>
        <div id="profile-picture-status" role="alert">
          {message ? (
            <p className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400">
              <ErrorIcon className="mt-px size-4 shrink-0" />
              <span>{message}</span>
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
