"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";

import { AuthCard } from "@/components/auth/auth-card";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { buttonClasses } from "@/components/ui/button";
import { ErrorIcon, Spinner, SuccessIcon, WarningIcon } from "@/components/ui/icons";
import { Link } from "@/i18n/navigation";
import { apiRequest, isApiError } from "@/lib/api/client";
import { DASHBOARD_HOME_PATH, LOGIN_PATH } from "@/lib/navigation/paths";

type Outcome =
  | { status: "verifying" }
  | { status: "verified"; email: string }
  | { status: "refused"; reason: "expired" | "used" | "unknown" }
  | { status: "failed"; message: string };

/**
 * The link in the confirmation e-mail lands here. The token is POSTed from the browser, not read
 * on the server during the GET: mail scanners and link previews fetch links without running
 * scripts, and must not use the token up before the user opens it.
 */
export function VerifyEmail({ token, isLoggedIn }: { token: string | null; isLoggedIn: boolean }) {
  const t = useTranslations("VerifyEmailPage");
  const { ofApiError } = useErrorMessage();
  const [outcome, setOutcome] = useState<Outcome>(token ? { status: "verifying" } : { status: "refused", reason: "unknown" });
  const hasStarted = useRef(false);

  const confirm = useCallback(async () => {
    if (!token) return;
    try {
      const { email } = await apiRequest<{ verified: true; email: string }>("POST", "auth/verify-token", { token });
      setOutcome({ status: "verified", email });
    } catch (error) {
      if (isApiError(error) && (error.code === "invalid_token" || error.code === "validation_failed")) {
        const reason = error.details?.reason;
        setOutcome({ status: "refused", reason: reason === "expired" || reason === "used" ? reason : "unknown" });
      } else {
        setOutcome({ status: "failed", message: ofApiError(error) });
      }
    }
  }, [token, ofApiError]);

  // Once per page load, even when React runs effects twice in development: the token is
  // single-use, so a second POST would only answer "used".
  useEffect(() => {
    if (hasStarted.current || !token) return;
    hasStarted.current = true;
    void confirm();
  }, [token, confirm]);

  function retry() {
    setOutcome({ status: "verifying" });
    void confirm();
  }

  const next = isLoggedIn
    ? { href: DASHBOARD_HOME_PATH, label: t("goToDashboard") }
    : { href: LOGIN_PATH, label: t("logIn") };
  const nextLink = (
    <Link href={next.href} className={buttonClasses({ className: "w-full" })}>
      {next.label}
    </Link>
  );

  switch (outcome.status) {
    case "verifying":
      return (
        <AuthCard title={t("verifyingTitle")}>
          <p role="status" className="flex items-center gap-2 text-slate-600 dark:text-slate-300">
            <Spinner className="size-5" />
            {t("verifying")}
          </p>
        </AuthCard>
      );
    case "verified":
      return (
        <AuthCard title={<Titled icon={<SuccessIcon className="size-7 text-emerald-600 dark:text-emerald-400" />}>{t("verifiedTitle")}</Titled>} lead={t("verifiedLead", { email: outcome.email })}>
          {nextLink}
        </AuthCard>
      );
    case "refused":
      return (
        <AuthCard
          title={<Titled icon={<WarningIcon className="size-7 text-amber-600 dark:text-amber-400" />}>{t(`${outcome.reason}Title`)}</Titled>}
          lead={isLoggedIn ? t(`${outcome.reason}LeadLoggedIn`) : t(`${outcome.reason}Lead`)}
        >
          {nextLink}
        </AuthCard>
      );
    case "failed":
      return (
        <AuthCard title={<Titled icon={<ErrorIcon className="size-7 text-red-600 dark:text-red-400" />}>{t("failedTitle")}</Titled>} lead={outcome.message}>
          <button type="button" onClick={retry} className={buttonClasses({ className: "w-full" })}>
            {t("tryAgain")}
          </button>
        </AuthCard>
      );
  }
}

function Titled({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <span className="flex items-center gap-2">
      {icon}
      <span>{children}</span>
    </span>
  );
}
