import type { ReactNode } from "react";

import { matchBand, type MatchBand } from "@/lib/candidates/match-band";
import type { MatchCriterion, MatchPart } from "@/lib/matching/compute-match";

const bandBar: Record<MatchBand, string> = {
  red: "bg-red-500",
  orange: "bg-orange-500",
  yellow: "bg-yellow-400",
  green: "bg-emerald-500",
  purple: "bg-violet-500",
};

const sizes = {
  regular: { row: "gap-1.5", heading: "items-baseline gap-3 text-sm", label: "font-medium text-slate-900 dark:text-slate-100", points: "text-slate-600 dark:text-slate-300", track: "h-1.5" },
  compact: { row: "gap-0.5", heading: "items-center gap-2", label: "text-slate-700 dark:text-slate-300", points: "text-slate-500 dark:text-slate-400", track: "h-1" },
};

/**
 * The translator of the namespace that shows the breakdown: each such namespace words the criteria
 * and the points for its own reader (the candidate's page speaks to the candidate, the employer's
 * pages about the applicant), so the texts stay there and the type makes sure it has these keys.
 */
export type MatchCriterionTexts = (key: `criteria.${MatchCriterion}` | "points" | "pointsLabel", values?: { points: number; max: number }) => string;

/**
 * One criterion of a match (lib/matching/compute-match.ts): its name, its points of the most it can
 * give ("5/7" shown, "5 of 7 points" read aloud) and a bar filled to that share, then the caller's
 * details. Compact is the pipeline's cards: a thinner bar in the brand colour, where the full
 * breakdowns colour each bar by its share's band.
 */
export function MatchCriterionRow({ part, t, compact = false, children }: { part: Pick<MatchPart, "criterion" | "points" | "max_points">; t: MatchCriterionTexts; compact?: boolean; children?: ReactNode }) {
  const size = compact ? sizes.compact : sizes.regular;
  const points = { points: part.points, max: part.max_points };
  const percent = part.max_points === 0 ? 0 : (part.points / part.max_points) * 100;
  return (
    <li className={`flex flex-col ${size.row}`} data-criterion={part.criterion}>
      <div className={`flex justify-between ${size.heading}`}>
        <span className={size.label}>{t(`criteria.${part.criterion}`)}</span>
        <span className={`tabular-nums ${size.points}`}>
          <span aria-hidden="true">{t("points", points)}</span>
          <span className="sr-only">{t("pointsLabel", points)}</span>
        </span>
      </div>
      <div aria-hidden="true" className={`overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800 ${size.track}`}>
        <div className={`h-full rounded-full ${compact ? "bg-brand-600" : bandBar[matchBand(percent)]}`} style={{ width: `${Math.round(percent)}%` }} />
      </div>
      {children}
    </li>
  );
}
