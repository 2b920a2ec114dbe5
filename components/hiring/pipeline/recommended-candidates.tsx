import { getLocale, getTranslations } from "next-intl/server";

import { ApplicantCard } from "@/components/hiring/applicant-card";
import { MatchCriterionRow } from "@/components/matching/match-criterion-row";
import { buttonClasses } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import type { RecommendedCandidate } from "@/lib/hiring/pipeline/recommend-candidates";
import type { MatchPart } from "@/lib/matching/compute-match";
import { EMPLOYER_CANDIDATES_PATH, UPGRADE_PATH } from "@/lib/navigation/paths";

/** The Recommended tab (spec 2 and 8): candidates who fit and have not applied, each with why; an empty state otherwise. */
export async function RecommendedCandidates({ candidates }: { candidates: RecommendedCandidate[] }) {
  const t = await getTranslations("HiringPipeline");
  if (candidates.length === 0) {
    return (
      <div data-testid="pipeline-empty" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
        <h2 className="text-lg font-semibold">{t("empty.recommended")}</h2>
        <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">{t("empty.recommendedLead")}</p>
        <Link href={EMPLOYER_CANDIDATES_PATH} className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t("searchCandidates")}
        </Link>
      </div>
    );
  }
  return (
    <section className="flex flex-col gap-3" aria-label={t("tabs.recommended")}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t("recommendedLead")}</p>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {candidates.map((candidate) => (
          <li key={candidate.candidate_id}>
            <ApplicantCard
              candidate={candidate}
              href={`/home/candidate-details/${candidate.candidate_id}`}
              premiumHref={UPGRADE_PATH}
              footer={<MatchParts parts={candidate.match} />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

async function MatchParts({ parts }: { parts: MatchPart[] }) {
  const [t, locale] = await Promise.all([getTranslations("HiringPipeline"), getLocale()]);
  const list = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer rounded font-medium text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-300">{t("breakdown")}</summary>
      <ul className="mt-2 flex flex-col gap-1.5">
        {parts.map((part) => (
          <MatchCriterionRow key={part.criterion} part={part} t={t} compact>
            {part.criterion === "skills" && part.missing.length > 0 ? (
              <span className="text-xs text-slate-500 dark:text-slate-400">{t("missingSkills", { skills: list.format(part.missing) })}</span>
            ) : null}
          </MatchCriterionRow>
        ))}
      </ul>
    </details>
  );
}
