"use client";

import { useState } from "react";
import { signIn } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";

import { textLinkClasses } from "@/components/auth/auth-card";
import { FormAlert } from "@/components/forms/form-alert";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { SubmitButton } from "@/components/ui/submit-button";
import { Link } from "@/i18n/navigation";
import { localizedPath } from "@/lib/navigation/callback-url";
import { DASHBOARD_HOME_PATH, LOGIN_PATH } from "@/lib/navigation/paths";

/**
 * The button of the sign-in link page. The token is used only on a press, not when the page
 * loads: mail scanners and link previews open links, and must not spend a one-time link.
 */
export function SignInLinkForm({ token }: { token: string }) {
  const t = useTranslations("SignInLinkPage");
  const locale = useLocale();
  const { ofSignInError } = useErrorMessage();
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const target = localizedPath(locale, DASHBOARD_HOME_PATH);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isPending) return;
    setIsPending(true);
    setError(null);
    const result = await signIn("sign-in-link", { redirect: false, token, callbackUrl: target }).catch(() => null);
    if (!result?.ok || result.error) {
      setError(ofSignInError(result?.error ?? "network_error"));
      setIsPending(false);
      return;
    }
    window.location.assign(target);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="auth-title" className="flex flex-col gap-5">
      <FormAlert>{error}</FormAlert>
      <SubmitButton isPending={isPending} label={t("submit")} pendingLabel={t("submitting")} />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("notYou")}</p>
      <Link href={LOGIN_PATH} className={`self-center text-sm ${textLinkClasses}`}>
        {t("backToLogin")}
      </Link>
    </form>
  );
}
