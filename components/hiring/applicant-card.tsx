"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";

import { LockIcon, VerifiedBadge } from "@/components/candidates/verified-badge";
import { MatchRing } from "@/components/candidates/match-ring";
import { Avatar } from "@/components/ui/avatar";
import { Link } from "@/i18n/navigation";
import type { ApplicantCard as ApplicantCardData } from "@/lib/hiring/applicant-card";

export type ApplicantCardLayout = "list" | "grid";

export type ApplicantCardProps = {
  candidate: ApplicantCardData;
  layout?: ApplicantCardLayout;
  /** Where the name leads (candidate-details, applicant-details); plain text when absent. */
  href?: string;
  /** Where the 'Go premium!' hint leads; no hint when null. */
  premiumHref?: string | null;
  /** The contextual (pop-up option) menu, top right. */
  menu?: ReactNode;
  /** A selection checkbox, top left. */
  selection?: ReactNode;
  /** Extra actions or facts under the card's body. */
  footer?: ReactNode;
};

/**
 * The applicant listing card (spec sections 2 and 3): avatar with the match-percent ring (or a
 * plain avatar when there is no job to match), verified badge, name, title, flag and city, with
 * slots for a selection checkbox, a contextual menu and a footer. The masked surname arrives
 * masked from the server; the blur is only its look.
 */
export function ApplicantCard({ candidate, layout = "list", href, premiumHref = null, menu, selection, footer }: ApplicantCardProps) {
  const t = useTranslations("HiringCandidates.card");
  const place = candidate.city && candidate.country ? t("location", { city: candidate.city, country: candidate.country.name }) : (candidate.city ?? candidate.country?.name ?? null);
  const isGrid = layout === "grid";
  const name = candidate.isSurnameMasked ? (
    <>
      {candidate.firstName}{" "}
      <span aria-hidden="true" className="inline-block blur-[3px] select-none">
        {candidate.surname}
      </span>
      <span className="sr-only">{t("surnameHidden")}</span>
    </>
  ) : (
    candidate.name
  );
  return (
    <article
      data-testid="applicant-card"
      data-candidate-id={candidate._id}
      // In a list on a phone the body wraps under the picture: beside it, names broke mid-word.
      className={`applicant-card ${isGrid ? "flex-col items-center pt-8 text-center" : "items-start max-xs:flex-wrap"}`}
    >
      {selection ? <div className={isGrid ? "absolute top-3 left-3" : "self-center"}>{selection}</div> : null}
      {candidate.match_percent !== null ? (
        <MatchRing percent={candidate.match_percent} photo={candidate.photo} label={t("match", { percent: candidate.match_percent })} />
      ) : (
        <Avatar src={candidate.photo} size={64} className="shrink-0" />
      )}
      <div className={isGrid ? "applicant-card-body w-full items-center" : "applicant-card-body max-xs:basis-full"}>
        <div className={menu && !isGrid ? "applicant-card-heading pr-9" : "applicant-card-heading"}>
          <h3 className="applicant-card-name" data-testid="candidate-name">
            {href ? (
              <Link href={href} className="applicant-card-link">
                {name}
              </Link>
            ) : (
              name
            )}
          </h3>
          {candidate.type_user_verificated ? <VerifiedBadge label={t(`verification.${candidate.type_user_verificated}`)} /> : null}
        </div>
        <p className={`applicant-card-title ${candidate.title ? "text-slate-700 dark:text-slate-300" : "text-slate-500 italic dark:text-slate-400"}`}>
          {candidate.title ?? t("noTitle")}
        </p>
        {place ? (
          <p className="applicant-card-place">
            {candidate.flag ? (
              <span aria-hidden="true" className="shrink-0">
                {candidate.flag}
              </span>
            ) : null}
            <span className="truncate">{place}</span>
          </p>
        ) : null}
        {candidate.showsGoPremium && premiumHref ? (
          <Link
            href={premiumHref}
            className="applicant-card-premium"
          >
            <LockIcon />
            {t("goPremium")}
          </Link>
        ) : null}
        {footer ? <div className="mt-2 w-full">{footer}</div> : null}
      </div>
      {menu ? <div className="absolute top-3 right-3">{menu}</div> : null}
    </article>
  );
}
