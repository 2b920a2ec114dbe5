"use client";

import { useEffect, useId, useState } from "react";
import { useTranslations } from "next-intl";

import { useErrorMessage } from "@/components/forms/use-error-message";
import { Button } from "@/components/ui/button";
import { ErrorIcon, Spinner, SuccessIcon } from "@/components/ui/icons";
import { PendingLabel } from "@/components/ui/pending-label";
import { useToast } from "@/components/ui/toast";
import { useRouter } from "@/i18n/navigation";
import { apiRequest, isApiError } from "@/lib/api/client";
import type { SentPhoneCode } from "@/lib/phone-verification/send-phone-verification-code";
import type { VerifiedPhone } from "@/lib/phone-verification/verify-phone-code";

/** Verifying the profile's phone by a 6-digit SMS code (send-sms-verification, verify-sms-code). */
export type PhoneVerificationProps = {
  userId: string;
  phone: string | null;
  verified: boolean;
};

/** Seconds left until `until` (epoch ms), ticking every second; 0 once passed. */
function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * "Send code" texts a code to the profile's phone; the code typed here verifies it. Resending is
 * offered once the server's wait is over (a countdown says when). A wrong code says how many tries
 * are left; after the last one, or once the code has expired, a new code must be asked for.
 */
export function PhoneVerification({ userId, phone, verified }: PhoneVerificationProps) {
  const t = useTranslations("PhoneVerification");
  const { ofApiError } = useErrorMessage();
  const toast = useToast();
  const router = useRouter();
  const inputId = useId();
  const [isVerified, setIsVerified] = useState(verified);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [code, setCode] = useState("");
  const [isSending, setIsSending] = useState(false);
  const [isVerifying, setIsVerifying] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const resendIn = useSecondsLeft(resendAt);

  // A phone changed on the profile is a new number to verify: the page sends the new props.
  const [shownPhone, setShownPhone] = useState(phone);
  if (phone !== shownPhone) {
    setShownPhone(phone);
    setIsVerified(verified);
    setSentTo(null);
    setCode("");
    setMessage(null);
  }

  async function send() {
    setIsSending(true);
    setMessage(null);
    try {
      const sent = await apiRequest<SentPhoneCode>("POST", "users/profile/send-sms-verification", { userId });
      setSentTo(sent.phone);
      setCode("");
      setResendAt(Date.now() + sent.resend_after_seconds * 1000);
      toast.success(t("sent", { phone: sent.phone }));
    } catch (error) {
      const wait = isApiError(error) && error.code === "rate_limited" ? error.details?.retryAfterSeconds : undefined;
      if (typeof wait === "number") setResendAt(Date.now() + wait * 1000);
      setMessage(ofApiError(error));
    } finally {
      setIsSending(false);
    }
  }

  async function verify() {
    if (!/^\d{6}$/.test(code)) return setMessage(t("codeFormat"));
    setIsVerifying(true);
    setMessage(null);
    try {
      await apiRequest<VerifiedPhone>("POST", "users/profile/verify-sms-code", { userId, code });
      setIsVerified(true);
      setSentTo(null);
      toast.success(t("verifiedToast"));
      router.refresh();
    } catch (error) {
      // A spent or expired code cannot be tried again: back to asking for a new one.
      if (isApiError(error) && (error.code === "too_many_attempts" || error.code === "code_expired")) {
        setSentTo(null);
        setCode("");
      }
      setMessage(ofApiError(error));
    } finally {
      setIsVerifying(false);
    }
  }

  if (!phone) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400" data-testid="phone-verification">
        {t("addPhoneFirst")}
      </p>
    );
  }

  if (isVerified) {
    return (
      <div className="flex flex-wrap items-center gap-3" data-testid="phone-verification">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200 dark:bg-emerald-950/50 dark:text-emerald-200 dark:ring-emerald-800">
          <SuccessIcon className="size-4" />
          {t("verified")}
        </span>
        <span className="text-sm text-slate-600 dark:text-slate-400">{t("verifiedLead", { phone })}</span>
      </div>
    );
  }

  const resendLabel = resendIn > 0 ? t("resendIn", { seconds: resendIn }) : t("resend");
  return (
    <div className="flex flex-col gap-4" data-testid="phone-verification">
      {sentTo === null ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("lead", { phone })}</p>
          <Button variant="secondary" size="sm" onClick={() => void send()} disabled={isSending || resendIn > 0}>
            {isSending ? (
              <>
                <Spinner className="size-5" />
                <span>{t("sending")}</span>
              </>
            ) : resendIn > 0 ? (
              resendLabel
            ) : (
              t("send")
            )}
          </Button>
        </div>
      ) : (
        // Not a <form>: this sits inside the personal information form, and forms cannot nest.
        <div className="flex flex-col gap-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t("sentLead", { phone: sentTo })}</p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={inputId} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
              {t("codeLabel")}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id={inputId}
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9]{6}"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, "").slice(0, 6))}
                onKeyDown={(event) => {
                  // Enter verifies the code instead of submitting the form around it.
                  if (event.key !== "Enter") return;
                  event.preventDefault();
                  void verify();
                }}
                aria-invalid={message ? true : undefined}
                aria-describedby={`${inputId}-status`}
                className="h-11 w-40 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 font-mono text-lg tracking-[0.4em] text-ink shadow-sm focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
              />
              <Button onClick={() => void verify()} disabled={isVerifying}>
                <PendingLabel isPending={isVerifying} label={t("verify")} pendingLabel={t("verifying")} />
              </Button>
            </div>
          </div>
          <div>
            <Button variant="ghost" size="sm" onClick={() => void send()} disabled={isSending || resendIn > 0}>
              {isSending ? <Spinner className="size-4" /> : null}
              {resendLabel}
            </Button>
          </div>
        </div>
      )}
      <div id={`${inputId}-status`} role="alert">
        {message ? (
          <p className="flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-400" data-testid="phone-verification-error">
            <ErrorIcon className="mt-px size-4 shrink-0" />
            <span>{message}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
