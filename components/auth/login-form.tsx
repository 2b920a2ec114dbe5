"use client";

import { useEffect, useRef, useState } from "react";
import { signIn } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";

import { textLinkClasses } from "@/components/auth/auth-card";
import { localizedPath } from "@/lib/navigation/callback-url";
import { SocialButtons, type SocialProviderOption } from "@/components/auth/social-buttons";
import { FormAlert } from "@/components/forms/form-alert";
import { PasswordField, TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToast } from "@/components/ui/toast";
import { Link } from "@/i18n/navigation";
import { loginSchema } from "@/lib/auth/schemas";

export type LoginFormProps = {
  /** Where to go once logged in, without the language (lib/navigation/callback-url.ts made it safe). */
  callbackPath: string;
  /** The social providers this deployment has keys for. */
  socialProviders: SocialProviderOption[];
  /** The session watcher sent the user here because their session ended (spec section 4). */
  isSessionExpired?: boolean;
  /** The session ended because an administrator banned the account. */
  isAccountBanned?: boolean;
  /** next-auth's `error` parameter, when a social sign-in came back refused. */
  signInError?: string | null;
  initialEmail?: string;
};

/** Spec section 4: the warning toast, once, and not again on a refresh of the page. */
function useSessionExpiredToast(isSessionExpired: boolean, isAccountBanned: boolean) {
  const t = useTranslations("Session");
  const tErrors = useTranslations("Errors");
  const toast = useToast();
  const hasShown = useRef(false);
  useEffect(() => {
    if ((!isSessionExpired && !isAccountBanned) || hasShown.current) return;
    hasShown.current = true;
    toast.show({ kind: "warning", message: isAccountBanned ? tErrors("accountBanned") : t("expired"), durationMs: 10_000 });
    const url = new URL(window.location.href);
    url.searchParams.delete("reason");
    window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
  }, [isSessionExpired, isAccountBanned, t, tErrors, toast]);
}

/**
 * E-mail and password through next-auth's credentials provider (the session cookie), without
 * next-auth's own pages: errors show here, translated from their code, and success goes to the
 * callback path or the dashboard home with a full page load, so that the whole shell starts over
 * as the logged-in user.
 */
export function LoginForm({ callbackPath, socialProviders, isSessionExpired = false, isAccountBanned = false, signInError = null, initialEmail = "" }: LoginFormProps) {
  const t = useTranslations("LoginPage");
  const tForms = useTranslations("AuthForms");
  const locale = useLocale();
  const { ofSignInError } = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(() => (signInError ? ofSignInError(signInError) : null));
  const form = useForm({ schema: loginSchema, initialValues: { email: initialEmail, password: "" } });
  const target = localizedPath(locale, callbackPath);
  useSessionExpiredToast(isSessionExpired, isAccountBanned);

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFormError(null);
    const result = await signIn("credentials", { redirect: false, email, password, callbackUrl: target }).catch(() => null);
    if (!result?.ok || result.error) {
      setFormError(ofSignInError(result?.error ?? "network_error"));
      return;
    }
    window.location.assign(target);
    return "leaving";
  });

  return (
    <div className="flex flex-col gap-6">
      <form noValidate onSubmit={onSubmit} aria-labelledby="auth-title" className="flex flex-col gap-5">
        <FormAlert>{formError}</FormAlert>
        <TextField field={form.field("email")} label={tForms("email")} type="email" autoComplete="email" inputMode="email" placeholder={tForms("emailPlaceholder")} />
        <div className="flex flex-col gap-2">
          <PasswordField field={form.field("password")} label={tForms("password")} autoComplete="current-password" />
          <Link href="/auth/forgot-password" className={`self-end text-sm ${textLinkClasses}`}>
            {t("forgotPassword")}
          </Link>
        </div>
        <SubmitButton {...form.submit} label={t("submit")} pendingLabel={t("submitting")} />
      </form>
      <SocialButtons providers={socialProviders} callbackUrl={target} isDisabled={form.isPending} />
    </div>
  );
}
