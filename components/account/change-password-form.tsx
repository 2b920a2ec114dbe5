"use client";

import { signIn } from "next-auth/react";
import { useTranslations } from "next-intl";
import { z } from "zod";

import { accountErrorKey } from "@/components/account/account-errors";
import { TextField } from "@/components/account/form-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { useSchemaForm } from "@/components/account/use-schema-form";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest, isApiError } from "@/lib/api/client";
import { formMessages } from "@/lib/users/form-messages";
import { newPasswordSchema, passwordSchema } from "@/lib/users/schemas";

const changePasswordFormSchema = z
  .object({
    currentPassword: passwordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().min(1, { error: formMessages.required }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { path: ["confirmPassword"], error: formMessages.passwordsDoNotMatch });

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * POST /api/auth/change-password-profile. The change ends every session issued before it, the
 * browser's own cookie session included (lib/auth/change-password.ts), so the browser signs in
 * again with the new password at once: this tab stays logged in, other devices are logged out.
 */
export function ChangePasswordForm({ userId, email }: { userId: string; email: string }) {
  const t = useTranslations("AccountSettings.password");
  const tErrors = useTranslations("AccountSettings.errors");
  const router = useRouter();
  const toast = useToast();
  const form = useSchemaForm(changePasswordFormSchema, empty);

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await apiRequest("POST", "auth/change-password-profile", { userId, ...data });
    } catch (error) {
      if (isApiError(error) && error.code === "wrong_password") return form.setFieldError("currentPassword", t("wrongPassword"));
      if (isApiError(error) && error.code === "validation_failed" && form.showServerIssues(error.details?.fields)) return;
      toast.error(tErrors(accountErrorKey(error)));
      return;
    }
    const session = await signIn("credentials", { email, password: data.newPassword, redirect: false }).catch(() => null);
    if (!session?.ok) {
      // The password did change; only the new session could not be opened here.
      router.replace("/auth/login");
      return;
    }
    form.reset(empty);
    toast.success(t("changed"));
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {/* Lets password managers store the new password for the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField field={form.field("currentPassword")} label={t("current")} type="password" autoComplete="current-password" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField field={form.field("newPassword")} label={t("new")} type="password" autoComplete="new-password" hint={t("hint")} />
        <TextField field={form.field("confirmPassword")} label={t("confirm")} type="password" autoComplete="new-password" />
      </div>
      <div>
        <SubmitButton className="w-full sm:w-auto" isPending={form.isPending} label={t("submit")} pendingLabel={t("submitting")} />
      </div>
    </form>
  );
}
