"use client";

import { useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { z } from "zod";

import { TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest, isApiError } from "@/lib/api/client";
import type { ChangeEmailResult } from "@/lib/users/change-email";
import { changeEmailSchema, sendEmailVerificationSchema } from "@/lib/users/schemas";
import { formMessages } from "@/lib/validations/form-messages";

const addressFormSchema = sendEmailVerificationSchema.pick({ email: true });
const codeFormSchema = changeEmailSchema.pick({ verificationCode: true });

/**
 * Change of e-mail in two steps (spec section 7): the new address gets a 6-digit code
 * (send-email-verification), and the code moves the account there (change-email).
 */
export function ChangeEmailForm({ userId, email }: { userId: string; email: string }) {
  const t = useTranslations("AccountSettings.email");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const router = useRouter();
  const [currentEmail, setCurrentEmail] = useState(email);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const addressSchema = useMemo(
    () =>
      addressFormSchema.refine((value) => value.email !== currentEmail.toLowerCase(), {
        path: ["email"],
        error: formMessages.emailsNotDifferent,
      }) as z.ZodType<{ email: string }>,
    [currentEmail],
  );
  const addressForm = useForm({ schema: addressSchema, initialValues: { email: "" } });
  const codeForm = useForm({ schema: codeFormSchema, initialValues: { verificationCode: "" } });
  const [isResending, setIsResending] = useState(false);

  async function sendCode(address: string): Promise<boolean> {
    try {
      await apiRequest("POST", "users/profile/send-email-verification", { userId, email: address });
      setPendingEmail(address);
      codeForm.reset();
      return true;
    } catch (error) {
      if (addressForm.showApiErrors(error)) return false;
      if (isApiError(error) && error.code === "email_taken") addressForm.setFieldError("email", ofApiError(error));
      else toast.error(ofApiError(error));
      return false;
    }
  }

  const onSendCode = addressForm.handleSubmit(async ({ email: address }) => {
    await sendCode(address);
  });

  const onConfirm = codeForm.handleSubmit(async ({ verificationCode }) => {
    if (!pendingEmail) return;
    try {
      const result = await apiRequest<ChangeEmailResult>("PUT", "users/profile/change-email", { userId, email: pendingEmail, verificationCode });
      if (!result.valid) {
        codeForm.setFieldError("verificationCode", result.reason === "mismatch" ? t("mismatch") : t("expired"));
        return;
      }
      setCurrentEmail(result.email);
      setPendingEmail(null);
      addressForm.reset();
      toast.success(t("changed", { email: result.email }));
      router.refresh();
    } catch (error) {
      if (!codeForm.showApiErrors(error)) toast.error(ofApiError(error));
    }
  });

  async function resend() {
    if (!pendingEmail || isResending) return;
    setIsResending(true);
    try {
      if (await sendCode(pendingEmail)) toast.info(t("codeSent", { email: pendingEmail }));
    } finally {
      setIsResending(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-sm font-semibold text-slate-800 dark:text-slate-200">{t("current")}</p>
        <p className="mt-1 break-all text-slate-700 dark:text-slate-300" data-testid="current-email">
          {currentEmail}
        </p>
      </div>
      {pendingEmail === null ? (
        <form noValidate onSubmit={onSendCode} className="flex flex-col gap-4">
          <TextField field={addressForm.field("email")} label={t("newEmail")} type="email" autoComplete="email" inputMode="email" maxLength={254} />
          <div>
            <SubmitButton {...addressForm.submit} className="w-full sm:w-auto" label={t("sendCode")} pendingLabel={t("sending")} />
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={onConfirm} className="flex flex-col gap-4">
          <p role="status" className="rounded-lg border border-brand-200 bg-brand-50 px-3.5 py-3 text-sm text-brand-900 dark:border-brand-900 dark:bg-brand-900/30 dark:text-brand-100">
            {t("codeSent", { email: pendingEmail })}
          </p>
          <TextField field={codeForm.field("verificationCode")} label={t("code")} autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <SubmitButton {...codeForm.submit} className="w-full sm:w-auto" label={t("confirm")} pendingLabel={t("confirming")} />
            <Button variant="outline" onClick={() => void resend()} disabled={isResending}>
              {t("resend")}
            </Button>
            <Button variant="ghost" onClick={() => setPendingEmail(null)}>
              {t("useAnother")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
