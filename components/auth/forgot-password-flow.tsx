"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";

import { AuthCard, textLinkClasses } from "@/components/auth/auth-card";
import { savePasswordResetState, usePasswordResetState } from "@/components/auth/password-reset-state";
import { reachableStep, resetStepOf, type ResetStep } from "@/components/auth/reset-steps";
import { FormAlert } from "@/components/forms/form-alert";
import { PasswordField, TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { buttonClasses } from "@/components/ui/button";
import { Spinner } from "@/components/ui/icons";
import { SubmitButton } from "@/components/ui/submit-button";
import { Link } from "@/i18n/navigation";
import { apiRequest, isApiError } from "@/lib/api/client";
import { newPasswordFormSchema, requestResetPasswordSchema, resetCodeFormSchema } from "@/lib/auth/schemas";

/** Each step is a history entry (?step=...), so Back goes to the previous step and a refresh stays. */
function goTo(step: ResetStep, { replace = false }: { replace?: boolean } = {}) {
  const url = new URL(window.location.href);
  if (step === "request") url.searchParams.delete("step");
  else url.searchParams.set("step", step);
  const href = `${url.pathname}${url.search}`;
  if (replace) window.history.replaceState(null, "", href);
  else window.history.pushState(null, "", href);
}

const secondaryAction = `inline-flex items-center gap-2 py-1 text-sm disabled:opacity-50 ${textLinkClasses}`;

/**
 * Password reset in one page (spec section 7): the e-mail, then the 6-digit code that was mailed
 * (validate-code answers a reset token), then the new password twice (reset-password), then a
 * way to log in. The request step always answers the same whether an account exists or not.
 */
export function ForgotPasswordFlow({ codeValidMinutes }: { codeValidMinutes: number }) {
  const t = useTranslations("ForgotPasswordPage");
  const requested = resetStepOf(useSearchParams().get("step"));
  const state = usePasswordResetState();
  const step = state === undefined ? (requested === "request" ? "request" : null) : reachableStep(requested, state);
  const previousStep = useRef(step);

  // A new step is announced by moving the focus to its heading.
  useEffect(() => {
    if (previousStep.current !== step && step !== null) document.getElementById("auth-title")?.focus();
    previousStep.current = step;
  }, [step]);

  if (step === null) {
    return (
      <AuthCard title={t("requestTitle")}>
        <p role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
          <Spinner className="size-5" />
          {t("loading")}
        </p>
      </AuthCard>
    );
  }

  const stepNumber = { request: 1, code: 2, password: 3, done: null }[step];
  const eyebrow = stepNumber ? t("stepOf", { step: stepNumber, total: 3 }) : undefined;
  const footer = step === "done" ? undefined : (
    <Link href="/auth/login" className={textLinkClasses}>
      {t("backToLogin")}
    </Link>
  );
  const wasSentBack = state !== undefined && step !== requested;

  switch (step) {
    case "request":
      return (
        <AuthCard title={t("requestTitle")} lead={t("requestLead")} eyebrow={eyebrow} footer={footer}>
          <RequestCodeStep initialEmail={state?.email ?? ""} notice={wasSentBack ? t("startAgain") : null} />
        </AuthCard>
      );
    case "code":
      return (
        <AuthCard title={t("codeTitle")} eyebrow={eyebrow} footer={footer}>
          <EnterCodeStep email={state!.email} codeValidMinutes={codeValidMinutes} />
        </AuthCard>
      );
    case "password":
      return (
        <AuthCard title={t("passwordTitle")} lead={t("passwordLead")} eyebrow={eyebrow} footer={footer}>
          <NewPasswordStep resetToken={state!.resetToken!} email={state!.email} />
        </AuthCard>
      );
    case "done":
      return (
        <AuthCard title={t("doneTitle")} lead={t("doneLead")}>
          <Link href={{ pathname: "/auth/login", query: state?.email ? { email: state.email } : {} }} className={buttonClasses({ className: "w-full" })}>
            {t("logIn")}
          </Link>
        </AuthCard>
      );
  }
}

function RequestCodeStep({ initialEmail, notice }: { initialEmail: string; notice: ReactNode }) {
  const t = useTranslations("ForgotPasswordPage");
  const tForms = useTranslations("AuthForms");
  const { ofApiError } = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ schema: requestResetPasswordSchema, initialValues: { email: initialEmail } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await apiRequest("POST", "auth/request-reset-password", { email });
    } catch (error) {
      setFormError(ofApiError(error));
      return;
    }
    savePasswordResetState({ email });
    goTo("code");
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="auth-title" className="flex flex-col gap-5">
      {notice ? <FormAlert kind="info">{notice}</FormAlert> : null}
      <FormAlert>{formError}</FormAlert>
      <TextField field={form.field("email")} label={tForms("email")} type="email" autoComplete="email" inputMode="email" placeholder={tForms("emailPlaceholder")} />
      <SubmitButton {...form.submit} label={t("requestSubmit")} pendingLabel={t("requestSubmitting")} />
    </form>
  );
}

function EnterCodeStep({ email, codeValidMinutes }: { email: string; codeValidMinutes: number }) {
  const t = useTranslations("ForgotPasswordPage");
  const { ofApiError } = useErrorMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string>(() => t("codeSent", { email, minutes: codeValidMinutes }));
  const [isResending, setIsResending] = useState(false);
  const form = useForm({ schema: resetCodeFormSchema, initialValues: { code: "" } });
  const codeField = form.field("code");

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    let resetToken: string;
    try {
      ({ resetToken } = await apiRequest<{ resetToken: string }>("POST", "auth/validate-code", { email, code }));
    } catch (error) {
      // A wrong code belongs to the field; an expired or used-up one needs a new code.
      if (isApiError(error) && error.code === "invalid_code" && error.details?.reason === "mismatch") form.setFieldError("code", ofApiError(error));
      else setFormError(ofApiError(error));
      return;
    }
    savePasswordResetState({ email, resetToken });
    goTo("password");
  });

  async function resend() {
    setIsResending(true);
    setFormError(null);
    try {
      await apiRequest("POST", "auth/request-reset-password", { email });
      setNotice(t("codeResent", { email, minutes: codeValidMinutes }));
    } catch (error) {
      setFormError(ofApiError(error));
    } finally {
      setIsResending(false);
    }
  }

  return (
    <div className="flex flex-col gap-5">
      <FormAlert kind="info">{notice}</FormAlert>
      <form noValidate onSubmit={onSubmit} aria-labelledby="auth-title" className="flex flex-col gap-5">
        <FormAlert>{formError}</FormAlert>
        <TextField
          field={{ ...codeField, onChange: (event) => form.setValue("code", event.target.value.replace(/\D/g, "").slice(0, 6)) }}
          label={t("codeLabel")}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          placeholder="123456"
          inputClassName="font-mono text-lg tracking-[0.4em]"
        />
        <SubmitButton {...form.submit} label={t("codeSubmit")} pendingLabel={t("codeSubmitting")} />
      </form>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" onClick={() => void resend()} disabled={isResending || form.isPending} className={secondaryAction}>
          {isResending ? <Spinner className="size-4" /> : null}
          {t("resend")}
        </button>
        <button type="button" onClick={() => goTo("request")} className={secondaryAction}>
          {t("otherEmail")}
        </button>
      </div>
    </div>
  );
}

function NewPasswordStep({ resetToken, email }: { resetToken: string; email: string }) {
  const t = useTranslations("ForgotPasswordPage");
  const tForms = useTranslations("AuthForms");
  const { ofApiError } = useErrorMessage();
  const [formError, setFormError] = useState<ReactNode>(null);
  const form = useForm({ schema: newPasswordFormSchema, initialValues: { password: "", confirmPassword: "" } });

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await apiRequest("POST", "auth/reset-password", { resetToken, password });
    } catch (error) {
      const isTokenRefused = isApiError(error) && error.code === "invalid_token";
      setFormError(
        <>
          {ofApiError(error)}{" "}
          {isTokenRefused ? (
            <button
              type="button"
              className={textLinkClasses}
              onClick={() => {
                savePasswordResetState({ email });
                goTo("request");
              }}
            >
              {t("askNewCode")}
            </button>
          ) : null}
        </>,
      );
      return;
    }
    // The token is spent; only the e-mail stays, to fill in the login form.
    savePasswordResetState({ email });
    goTo("done", { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="auth-title" className="flex flex-col gap-5">
      <FormAlert>{formError}</FormAlert>
      <PasswordField field={form.field("password")} label={tForms("newPassword")} autoComplete="new-password" hint={tForms("passwordHint")} />
      <PasswordField field={form.field("confirmPassword")} label={tForms("confirmNewPassword")} autoComplete="new-password" />
      <SubmitButton {...form.submit} label={t("passwordSubmit")} pendingLabel={t("passwordSubmitting")} />
    </form>
  );
}
