"use client";

import { useTranslations } from "next-intl";

import { buttonClasses } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

/**
 * Spec 5 and 8, JOB_INVITE_PLAN_VALIDATION: a company on Free cannot invite (FREE: the employer may
 * go premium for that company, `onUpgrade`); a paid plan whose invitations are used up only
 * informs (PREMIUM).
 */
export type InvitePlanBlock = { plan: "FREE" | "PREMIUM"; company: { _id: string; name: string }; limit: number | null };

export function InvitePlanDialog({ block, onClose, onUpgrade }: { block: InvitePlanBlock | null; onClose: () => void; onUpgrade: (company: { _id: string; name: string }) => void }) {
  const t = useTranslations("HiringCandidates.invitePlan");
  if (!block) return null;
  const plan = block.plan === "FREE" ? "free" : "premium";
  return (
    <Dialog open onClose={onClose} title={t(`${plan}.title`)} description={t(`${plan}.subtitle`, { company: block.company.name, limit: block.limit ?? 0 })}>
      <div className="flex flex-col-reverse gap-2 px-5 py-4 sm:flex-row sm:justify-end">
        {block.plan === "FREE" ? (
          <>
            <button type="button" onClick={onClose} className={buttonClasses({ variant: "outline" })}>
              {t("free.dismiss")}
            </button>
            <button type="button" onClick={() => onUpgrade(block.company)} className={buttonClasses({ variant: "primary" })}>
              {t("free.action")}
            </button>
          </>
        ) : (
          <button type="button" onClick={onClose} className={buttonClasses({ variant: "primary" })}>
            {t("premium.action")}
          </button>
        )}
      </div>
    </Dialog>
  );
}
