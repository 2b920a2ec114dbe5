"use client";

import { useState, type ChangeEvent } from "react";
import { useTranslations } from "next-intl";

import { accountErrorKey } from "@/components/account/account-errors";
import { uploadProfilePicture } from "@/components/account/upload-profile-picture";
import { Avatar } from "@/components/ui/avatar";
import { buttonClasses } from "@/components/ui/button";
import { ErrorIcon, Spinner } from "@/components/ui/icons";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { isApiError } from "@/lib/api/client";
import { acceptedImageTypes, detectImageType, IMAGE_SIGNATURE_BYTES } from "@/lib/files/image-type";
import { PROFILE_PICTURE_MAX_BYTES } from "@/lib/files/upload-rules";

const maxMb = PROFILE_PICTURE_MAX_BYTES / (1024 * 1024);

type Problem = { kind: "tooLarge" | "type" } | { kind: "common"; key: ReturnType<typeof accountErrorKey> };

/**
 * The profile picture with a button to replace it (the default avatar when there is none). The
 * file is checked here as the server checks it (size, and the type by its first bytes) so that
 * a wrong file is refused before it is sent.
 */
export function ProfilePicture({ userId, src }: { userId: string; src: string | null }) {
  const t = useTranslations("Profile");
  const tErrors = useTranslations("AccountSettings.errors");
  const toast = useToast();
  const router = useRouter();
  const [current, setCurrent] = useState(src);
  const [isUploading, setIsUploading] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setProblem(null);
    if (file.size > PROFILE_PICTURE_MAX_BYTES) return setProblem({ kind: "tooLarge" });
    const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
    if (!detectImageType(head)) return setProblem({ kind: "type" });

    setIsUploading(true);
    try {
      const user = await uploadProfilePicture(userId, file);
      setCurrent(user.personal_information.profile_pic);
      toast.success(t("pictureSaved"));
      router.refresh();
    } catch (error) {
      if (isApiError(error) && error.code === "payload_too_large") setProblem({ kind: "tooLarge" });
      else if (isApiError(error) && error.code === "unsupported_image") setProblem({ kind: "type" });
      else setProblem({ kind: "common", key: accountErrorKey(error) });
    } finally {
      setIsUploading(false);
    }
  }

  function messageOf(problem: Problem): string {
    switch (problem.kind) {
      case "tooLarge":
        return t("errors.pictureTooLarge", { maxMb });
      case "type":
        return t("errors.pictureType");
      case "common":
        return tErrors(problem.key);
    }
  }
  const message = problem ? messageOf(problem) : null;

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
          {isUploading ? (
            <>
              <Spinner className="size-4" />
              <span>{t("uploading")}</span>
            </>
          ) : (
            t("changePicture")
          )}
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
