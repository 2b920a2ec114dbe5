import { getLocale, getTranslations } from "next-intl/server";

import { MatchBadge } from "@/components/candidate-jobs/match-badge";
import { MatchCriterionRow } from "@/components/matching/match-criterion-row";
import { spokenLanguageLabel } from "@/lib/catalogue/spoken-languages";
import { clampPercent, matchBand } from "@/lib/candidates/match-band";
import type { Match, MatchPart } from "@/lib/matching/compute-match";

/**
 * The applicant's match with the job, criterion by criterion, told to the employer ("Missing:
 * PostgreSQL"), where components/candidate-jobs/match-breakdown.tsx tells the candidate ("You
 * match"). The same parts of lib/matching/compute-match.ts, measured against today's profile.
 */
export async function ApplicantMatch({ match, percentAtApply }: { match: Match; percentAtApply: number }) {
  // Levels as the profile section above names them, so that "English · High" and "Missing: English (Expert)" read alike.
  const [t, profile, locale] = await Promise.all([getTranslations("ApplicantDetails.match"), getTranslations("CandidateProfile"), getLocale()]);
  const percent = clampPercent(match.percent);
  const list = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });

  const detailOf = (part: MatchPart): string => {
    switch (part.criterion) {
      case "skills":
        if (part.total === 0) return t("skillsNone");
        return t("skills", { matched: part.matched_count, total: part.total, missing: part.missing.length > 0 ? list.format(part.missing) : "none" });
      case "languages": {
        if (part.total === 0) return t("languagesNone");
        const missing = part.missing.map((language) => `${spokenLanguageLabel(language.name, locale)} (${profile(`levels.${language.level.toLowerCase() as Lowercase<typeof language.level>}`)})`);
        return t("languages", { matched: part.matched_count, total: part.total, missing: missing.length > 0 ? list.format(missing) : "none" });
      }
      case "eligibility":
        return t("eligibility", { status: part.status });
      case "salary":
        return t("salary", { status: part.status });
      case "job_type":
        return t("jobType", { status: part.status });
    }
  };

  return (
    <div className="flex flex-col gap-4" data-testid="applicant-match" data-band={matchBand(percent)}>
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-0.5">
          <p className="text-sm text-slate-700 dark:text-slate-200">{t("summary", { percent })}</p>
          {percentAtApply !== percent ? <p className="text-xs text-slate-500 dark:text-slate-400">{t("atApply", { percent: clampPercent(percentAtApply) })}</p> : null}
        </div>
        <MatchBadge percent={percent} large />
      </div>
      <ul className="flex flex-col gap-3">
        {match.parts.map((part) => (
          <MatchCriterionRow key={part.criterion} part={part} t={t}>
            <p className="text-sm text-slate-600 dark:text-slate-300">{detailOf(part)}</p>
          </MatchCriterionRow>
        ))}
      </ul>
    </div>
  );
}
