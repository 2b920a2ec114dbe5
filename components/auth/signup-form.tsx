"use client";

import { useEffect, useState, type ReactNode } from "react";
import { signIn } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";

import { textLinkClasses } from "@/components/auth/auth-card";
import { forgetReferralCode, rememberReferralCode } from "@/components/auth/pending-referral";
import { localizedPath, withCallback } from "@/lib/navigation/callback-url";
import { signupTypeOf, type SignupSide } from "@/components/auth/signup-side";
import { FormAlert } from "@/components/forms/form-alert";
import { PasswordField, TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { CheckIcon } from "@/components/ui/icons";
import { SubmitButton } from "@/components/ui/submit-button";
import { Link } from "@/i18n/navigation";
import { apiRequest, isApiError } from "@/lib/api/client";
import { DASHBOARD_HOME_PATH, LOGIN_PATH } from "@/lib/navigation/paths";
import type { AccountUser } from "@/lib/users/account-user";
import { signUpFormSchema, type SignUpInput } from "@/lib/users/schemas";

export type SignupFormProps = {
  /** From the page's query: type=want-hire or asEmployer=true choose the employer side. */
  initialSide: SignupSide;
  /** Where to go once signed up, without the language (lib/navigation/callback-url.ts made it safe). */
  callbackPath?: string;
  /** A company invitation's link (?invitation=&email=): the token joins the new account to the company at once. */
  invitation?: { token: string; email: string | null };
  /** The referral code of the link that brought the visitor (?fpr=), sent with the sign-up to credit the referrer. */
  referralCode?: string;
};

/** Keeps ?type= in step with the choice, so that a refresh or a shared link opens the same side. */
function rememberSide(side: SignupSide) {
  const url = new URL(window.location.href);
  url.searchParams.set("type", signupTypeOf(side));
  url.searchParams.delete("asEmployer");
  window.history.replaceState(null, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Sign-up (spec sections 2 and 7): the side first, then the account. POST /api/users creates the
 * user with role "user" on the chosen side (logged_as, is_employer); then the form logs in
 * through next-auth and opens the callback path (a job's apply box, say) or the dashboard home,
 * which sends each side to its own page.
 */
export function SignupForm({ initialSide, callbackPath = DASHBOARD_HOME_PATH, invitation, referralCode }: SignupFormProps) {
  const t = useTranslations("SignupPage");
  const tForms = useTranslations("AuthForms");
  const locale = useLocale();
  const { ofApiError } = useErrorMessage();
  const [side, setSide] = useState<SignupSide>(initialSide);
  const [formError, setFormError] = useState<ReactNode>(null);
  const form = useForm({
    schema: signUpFormSchema,
    initialValues: { first_name: "", last_name: "", email: invitation?.email ?? "", password: "", confirmPassword: "" },
  });
  // Kept for a social sign-up, whose provider redirect cannot carry the code (components/auth/referral-tracker.tsx).
  useEffect(() => {
    if (referralCode) rememberReferralCode(referralCode);
  }, [referralCode]);

  const onSubmit = form.handleSubmit(async ({ email, password, first_name, last_name }) => {
    setFormError(null);
    const body: SignUpInput = { email, password, role: "user", is_employer: side === "employer", logged_as: side, first_name, last_name, locale: locale === "es" ? "es" : "en", ...(invitation ? { invitation_token: invitation.token } : {}), ...(referralCode ? { fpr: referralCode } : {}) };
    try {
      await apiRequest<AccountUser>("POST", "users", body);
      // This sign-up carried the code itself.
      forgetReferralCode();
    } catch (error) {
      if (isApiError(error) && error.code === "email_taken") {
        form.setFieldError("email", ofApiError(error));
      } else if (!form.showApiErrors(error)) {
        setFormError(ofApiError(error));
      }
      return;
    }
    const result = await signIn("credentials", { redirect: false, email, password }).catch(() => null);
    if (!result?.ok || result.error) {
      // The account exists by now: another submit would only meet email_taken.
      setFormError(
        <>
          {t("signInFailed")}{" "}
          <Link href={withCallback(LOGIN_PATH, callbackPath)} className={textLinkClasses}>
            {t("logIn")}
          </Link>
        </>,
      );
      return;
    }
    window.location.assign(localizedPath(locale, callbackPath));
    return "leaving";
  });

  const sides = [
    { value: "candidate", label: t("wantWork"), hint: t("wantWorkHint"), icon: <WorkIcon /> },
    { value: "employer", label: t("wantHire"), hint: t("wantHireHint"), icon: <HireIcon /> },
  ] as const;

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="auth-title" className="flex flex-col gap-5">
      <FormAlert>{formError}</FormAlert>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-200">{t("sideLegend")}</legend>
        <div className="grid grid-cols-2 gap-3">
          {sides.map((option) => (
            <label
              key={option.value}
              className="group relative flex cursor-pointer flex-col gap-1 rounded-xl border-2 border-slate-200 bg-white p-3 transition-colors hover:border-brand-300 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 sm:p-4 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-brand-400 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-900/30"
            >
              <input
                type="radio"
                name="side"
                value={option.value}
                checked={side === option.value}
                onChange={() => {
                  setSide(option.value);
                  rememberSide(option.value);
                }}
                className="sr-only"
              />
              <span className="text-brand-600 dark:text-brand-300">{option.icon}</span>
              <span className="font-semibold text-ink dark:text-white">{option.label}</span>
              <span className="text-sm leading-snug text-slate-600 dark:text-slate-400">{option.hint}</span>
              <CheckIcon className="absolute top-3 right-3 hidden size-5 rounded-full bg-brand-600 p-0.5 text-white group-has-[:checked]:block dark:bg-brand-400 dark:text-slate-950" />
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
        <TextField field={form.field("first_name")} label={t("firstName")} autoComplete="given-name" isOptional />
        <TextField field={form.field("last_name")} label={t("lastName")} autoComplete="family-name" isOptional />
      </div>
      <TextField field={form.field("email")} label={tForms("email")} type="email" autoComplete="email" inputMode="email" placeholder={tForms("emailPlaceholder")} />
      <PasswordField field={form.field("password")} label={tForms("password")} autoComplete="new-password" hint={tForms("passwordHint")} />
      <PasswordField field={form.field("confirmPassword")} label={tForms("confirmPassword")} autoComplete="new-password" />
      <SubmitButton {...form.submit} label={t("submit")} pendingLabel={t("submitting")} />
    </form>
  );
}

function WorkIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="size-7">
      <rect x="3" y="5" width="18" height="12" rx="2" />
      <path d="M1.5 19.5h21M10 9.5l2 2 3-3.5" />
    </svg>
  );
}

function HireIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className="size-7">
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5.5A1.5 1.5 0 0110.5 4h3A1.5 1.5 0 0115 5.5V7M3 12.5h18M12 11.5v2" />
    </svg>
  );
}
