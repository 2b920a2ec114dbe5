"use client";

import { useTranslations } from "next-intl";

import { Dialog } from "@/components/ui/dialog";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { isApiError } from "@/lib/api/client";
import { companyPremiumPath } from "@/lib/navigation/paths";

/** What a 403 plan_limit_reached answer says (lib/jobs/active-job-quota.ts). */
export type PlanLimit = { plan: "FREE" | "PREMIUM"; company: { _id: string; name: string }; limit: number | null; current: number };

export function planLimitOf(error: unknown): PlanLimit | null {
  if (!isApiError(error) || error.code !== "plan_limit_reached" || !error.details) return null;
  const { plan, company, limit, current } = error.details as Partial<PlanLimit>;
  if ((plan !== "FREE" && plan !== "PREMIUM") || !company) return null;
  return { plan, company, limit: limit ?? null, current: current ?? 0 };
}

/**
 * Spec 5 and 8: opening a job past the company's plan limit. On Free the dialog leads to the
 * premium page of that company (JOB_ACTIVE_PLAN_VALIDATION.FREE.*); on a paid plan it informs
 * (.PREMIUM.*). `onSaveDraft`, when given, offers to keep the work as a draft instead.
 */
export function PlanLimitDialog({ limit, onClose, onSaveDraft }: { limit: PlanLimit | null; onClose: () => void; onSaveDraft?: () => void }) {
  const t = useTranslations("PlanLimit");
  if (!limit) return null;
  const plan = limit.plan === "FREE" ? "free" : "premium";
  const values = { company: limit.company.name, current: limit.current };
  return (
    <Dialog open onClose={onClose} title={t(`jobActive.${plan}.title`)} description={t(`jobActive.${plan}.subtitle`, values)}>
      <div className="flex flex-col-reverse gap-2 px-5 py-4 sm:flex-row sm:justify-end">
        {onSaveDraft ? (
          <button type="button" onClick={onSaveDraft} className={buttonClasses({ variant: "ghost", className: "sm:mr-auto" })}>
            {t("saveAsDraft")}
          </button>
        ) : null}
        {limit.plan === "FREE" ? (
          <>
            <button type="button" onClick={onClose} className={buttonClasses({ variant: "outline" })}>
              {t("jobActive.free.dismiss")}
            </button>
            <Link href={companyPremiumPath({ id: limit.company._id, name: limit.company.name })} className={buttonClasses({ variant: "primary" })}>
              {t("jobActive.free.action")}
            </Link>
          </>
        ) : (
          <button type="button" onClick={onClose} className={buttonClasses({ variant: "primary" })}>
            {t("jobActive.premium.action")}
          </button>
        )}
      </div>
    </Dialog>
  );
}
