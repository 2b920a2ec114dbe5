import { getTranslations } from "next-intl/server";

import { LockIcon, VerifiedBadge } from "@/components/candidates/verified-badge";
import { Avatar } from "@/components/ui/avatar";
import { Link } from "@/i18n/navigation";
import type { PublicCandidateCard } from "@/lib/candidates/find-public-candidates";

/**
 * The applicant card (spec section 2) as the public list shows it: avatar, verified badge, name,
 * title, flag and city. With no job to match against there is no match ring: the card says how
 * complete the profile is, and says that that is what the figure is. A masked surname arrives
 * masked from the server; it is blurred here only for the look. `premiumHref` is where the 'Go
 * premium!' hint leads (null: no hint, e.g. for candidates).
 */
export async function CandidateCard({ candidate, premiumHref }: { candidate: PublicCandidateCard; premiumHref: string | null }) {
  const t = await getTranslations("PublicCandidates");
  const place = candidate.city && candidate.country ? t("card.location", { city: candidate.city, country: candidate.country.name }) : (candidate.city ?? candidate.country?.name ?? null);
  return (
    <article className="flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <Avatar src={candidate.photo} size={64} className="shrink-0" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 items-center gap-1.5">
          <h2 className="min-w-0 truncate text-base font-semibold" data-testid="candidate-name">
            {candidate.isSurnameMasked ? (
              <>
                {candidate.firstName}{" "}
                <span aria-hidden="true" className="inline-block blur-[3px] select-none">
                  {candidate.surname}
                </span>
                <span className="sr-only">{t("card.surnameHidden")}</span>
              </>
            ) : (
              candidate.name
            )}
          </h2>
          {candidate.verificationType ? <VerifiedBadge label={t(`verification.${candidate.verificationType}`)} /> : null}
        </div>
        <p className={`truncate text-sm ${candidate.title ? "text-slate-700 dark:text-slate-300" : "text-slate-500 italic dark:text-slate-400"}`}>
          {candidate.title ?? t("card.noTitle")}
        </p>
        {place ? (
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-slate-500 dark:text-slate-400">
            {candidate.country ? (
              <span aria-hidden="true" className="shrink-0">
                {candidate.country.flag}
              </span>
            ) : null}
            <span className="truncate">{place}</span>
          </p>
        ) : null}
        <div className="mt-1 flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
          <span className="h-1.5 w-16 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
            <span className="block h-full rounded-full bg-brand-500" style={{ width: `${candidate.profileCompletion}%` }} />
          </span>
          <span>{t("card.completion", { percent: candidate.profileCompletion })}</span>
        </div>
        {candidate.showsGoPremium && premiumHref ? (
          <Link
            href={premiumHref}
            className="mt-1 inline-flex w-fit items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 hover:bg-amber-100 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-800 dark:hover:bg-amber-900/60"
          >
            <LockIcon />
            {t("card.goPremium")}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
