import { getLocale, getTranslations } from "next-intl/server";

import { jobTypeKey } from "@/components/jobs/job-labels";
import { MatchCriterionRow } from "@/components/matching/match-criterion-row";
import { Link } from "@/i18n/navigation";
import { spokenLanguageLabel } from "@/lib/catalogue/spoken-languages";
import { clampPercent, matchBand } from "@/lib/candidates/match-band";
import { formatMoney } from "@/lib/format/money";
import type { Match, MatchPart } from "@/lib/matching/compute-match";
import { PROFILE_PATH } from "@/lib/navigation/paths";

import { MatchBadge } from "./match-badge";

/** "You match 72%: 5 of 7 skills, 1 of 2 languages, …" and each criterion with its points and what is missing. */
export async function MatchBreakdown({ match }: { match: Match }) {
  const [t, labels, jobPage, locale] = await Promise.all([getTranslations("CandidateJobs"), getTranslations("JobLabels"), getTranslations("JobPage"), getLocale()]);
  const percent = clampPercent(match.percent);
  const list = new Intl.ListFormat(locale, { style: "long", type: "conjunction" });

  const summaryOf = (part: MatchPart): string | null => {
    if (part.criterion === "skills" || part.criterion === "languages") return part.total === 0 ? null : t(`summary.${part.criterion}`, { matched: part.matched_count, total: part.total });
    if (part.status !== "met" && part.status !== "partial" && part.status !== "unmet") return null;
    return t(`summary.${part.criterion}`, { met: String(part.status === "met") });
  };

  const detailOf = (part: MatchPart): { text: string; missing?: string } => {
    switch (part.criterion) {
      case "skills":
        if (part.total === 0) return { text: t("detail.skillsNone") };
        if (part.missing.length === 0) return { text: t("detail.skillsAll") };
        return { text: t("summary.skills", { matched: part.matched_count, total: part.total }), missing: t("detail.missingSkills", { skills: list.format(part.missing) }) };
      case "languages": {
        if (part.total === 0) return { text: t("detail.languagesNone") };
        if (part.missing.length === 0) return { text: t("detail.languagesAll") };
        const missing = part.missing.map((language) => t("detail.missingLanguage", { language: spokenLanguageLabel(language.name, locale), level: jobPage(`levels.${language.level}`) }));
        return { text: t("summary.languages", { matched: part.matched_count, total: part.total }), missing: t("detail.missingLanguages", { languages: list.format(missing) }) };
      }
      case "eligibility":
        if (part.status === "not_required") return { text: t("detail.eligibilityNotRequired") };
        if (part.status === "met") return { text: t("detail.eligibilityMet") };
        if (part.status === "unknown") return { text: t("detail.eligibilityUnknown") };
        return { text: t("detail.eligibilityUnmet", { reason: part.reasons.length === 1 ? part.reasons[0]! : "both" }) };
      case "salary":
        if (part.status === "not_required") return { text: t("detail.salaryNotRequired") };
        if (part.status === "met") return { text: t("detail.salaryMet") };
        if (part.status === "unknown" || part.expected_monthly_usd === null) return { text: t("detail.salaryUnknown") };
        return { text: part.status === "partial" ? t("detail.salaryPartial", { expected: formatMoney(part.expected_monthly_usd, "USD", locale) }) : t("detail.salaryUnmet") };
      case "job_type": {
        const type = labels(jobTypeKey[part.job_type]);
        if (part.status === "unknown") return { text: t("detail.jobTypeUnknown") };
        return { text: part.status === "met" ? t("detail.jobTypeMet", { type }) : t("detail.jobTypeUnmet", { type }) };
      }
    }
  };

  const summaries = match.parts.flatMap((part) => summaryOf(part) ?? []);
  const heading = t("matchSummary", { percent });

  return (
    <section aria-labelledby="match-heading" data-band={matchBand(percent)} className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="match-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t("matchTitle")}
          </h2>
          <p className="text-sm text-slate-700 dark:text-slate-200">{summaries.length > 0 ? `${heading}: ${summaries.join(", ")}.` : `${heading}.`}</p>
        </div>
        <MatchBadge percent={percent} large />
      </div>
      <ul className="flex flex-col gap-3">
        {match.parts.map((part) => {
          const detail = detailOf(part);
          return (
            <MatchCriterionRow key={part.criterion} part={part} t={t}>
              <p className="text-sm text-slate-600 dark:text-slate-300">{detail.text}</p>
              {detail.missing ? <p className="text-sm font-medium text-slate-800 dark:text-slate-100">{detail.missing}</p> : null}
            </MatchCriterionRow>
          );
        })}
      </ul>
      {percent < 100 ? (
        <Link href={PROFILE_PATH} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t("improveMatch")}
        </Link>
      ) : null}
    </section>
  );
}
