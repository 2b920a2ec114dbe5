"use client";

import { useTranslations } from "next-intl";

import { PasswordField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToast } from "@/components/ui/toast";
import { apiRequest, isApiError } from "@/lib/api/client";
import { changePasswordFormSchema } from "@/lib/auth/schemas";

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * POST /api/auth/change-password-profile. The change ends every session issued before it
 * (lib/auth/change-password.ts); its answer carries this browser's session cookie renewed, so
 * this tab stays logged in without a moment on a revoked session, and other devices are logged out.
 */
export function ChangePasswordForm({ userId, email }: { userId: string; email: string }) {
  const t = useTranslations("AccountSettings.password");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const form = useForm({ schema: changePasswordFormSchema, initialValues: empty });

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await apiRequest("POST", "auth/change-password-profile", { userId, ...data });
    } catch (error) {
      if (isApiError(error) && error.code === "wrong_password") return form.setFieldError("currentPassword", ofApiError(error));
      if (!form.showApiErrors(error)) toast.error(ofApiError(error));
      return;
    }
    // The answer renewed this browser's session cookie (every other session has ended).
    form.reset(empty);
    toast.success(t("changed"));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {/* Lets password managers store the new password for the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField field={form.field("currentPassword")} label={t("current")} autoComplete="current-password" />
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField field={form.field("newPassword")} label={t("new")} autoComplete="new-password" hint={t("hint")} />
        <PasswordField field={form.field("confirmPassword")} label={t("confirm")} autoComplete="new-password" />
      </div>
      <div>
        <SubmitButton {...form.submit} className="w-full sm:w-auto" label={t("submit")} pendingLabel={t("submitting")} />
      </div>
    </form>
  );
}
