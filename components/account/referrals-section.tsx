"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";

import { TextField } from "@/components/forms/fields";
import { useErrorMessage } from "@/components/forms/use-error-message";
import { useForm } from "@/components/forms/use-form";
import { useCalendarFormat } from "@/components/i18n/use-calendar-format";
import { Button } from "@/components/ui/button";
import { SubmitButton } from "@/components/ui/submit-button";
import { useToast } from "@/components/ui/toast";
import { apiRequest } from "@/lib/api/client";
import type { ReferralSummary } from "@/lib/referrals/list-referrals";
import { sendReferralEmailSchema } from "@/lib/referrals/schemas";

/**
 * The user's referral link and code, a form that invites someone by e-mail (POST
 * users/referal/send-email), and whom they invited and who joined (GET users/referal/list,
 * reloaded after each invitation).
 */
export function ReferralsSection({ initial }: { initial: ReferralSummary }) {
  const t = useTranslations("AccountSettings.referrals");
  const locale = useLocale();
  const toast = useToast();
  const { ofApiError } = useErrorMessage();
  const [summary, setSummary] = useState(initial);
  const [isReloading, setIsReloading] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const form = useForm({ schema: sendReferralEmailSchema.pick({ referal_email: true }), initialValues: { referal_email: "" } });

  async function reload() {
    setIsReloading(true);
    try {
      setSummary(await apiRequest<ReferralSummary>("GET", `users/referal/list?locale=${locale}`));
    } catch (error) {
      toast.error(ofApiError(error));
    } finally {
      setIsReloading(false);
    }
  }

  const onSubmit = form.handleSubmit(async ({ referal_email }) => {
    setIsSending(true);
    try {
      await apiRequest("POST", "users/referal/send-email", { referal_email, fpr: summary.code });
    } catch (error) {
      if (!form.showApiErrors(error)) toast.error(ofApiError(error));
      setIsSending(false);
      return;
    }
    setIsSending(false);
    toast.success(t("sent", { email: referal_email }));
    form.reset();
    await reload();
  });

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(summary.link);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  }

  const date = useCalendarFormat().date;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <label htmlFor="referral-link" className="text-sm font-semibold text-slate-800 dark:text-slate-200">
          {t("linkLabel")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="referral-link"
            readOnly
            value={summary.link}
            onFocus={(event) => event.currentTarget.select()}
            className="h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-ink dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
          />
          <Button variant="outline" onClick={() => void copyLink()} className="w-full shrink-0 sm:w-auto">
            {t("copy")}
          </Button>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t("codeLabel", { code: summary.code })}</p>
      </div>

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        <TextField field={form.field("referal_email")} label={t("emailLabel")} type="email" autoComplete="email" hint={t("usage", { sent: summary.sent_today, limit: summary.daily_limit })} />
        <SubmitButton isPending={isSending} label={t("send")} pendingLabel={t("sending")} className="w-full sm:w-fit" />
      </form>

      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{t("listTitle")}</h3>
        {isReloading && summary.referrals.length === 0 ? (
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {t("loading")}
          </p>
        ) : summary.referrals.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">{t("empty")}</p>
        ) : (
          <ul aria-label={t("listTitle")} aria-busy={isReloading || undefined} className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {summary.referrals.map((referral) => (
              <li key={referral.email} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <span className="truncate font-medium text-ink dark:text-slate-100">{referral.is_deleted ? t("deletedAccount") : referral.email}</span>
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  {referral.invited_at ? <span className="text-slate-600 dark:text-slate-400">{t("invited", { date: date(referral.invited_at) })}</span> : <span className="text-slate-600 dark:text-slate-400">{t("sharedLink")}</span>}
                  {referral.joined_at ? (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300">{t("joined", { date: date(referral.joined_at) })}</span>
                  ) : (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-300">{t("pending")}</span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
