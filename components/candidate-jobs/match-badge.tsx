import { getTranslations } from "next-intl/server";

import { bandBadge, StarIcon } from "@/components/candidates/match-ring";
import { clampPercent, matchBand } from "@/lib/candidates/match-band";

/** The candidate's match with a job as a pill in its band's colour (spec 9), the 90+ band with its star. */
export async function MatchBadge({ percent, large = false }: { percent: number; large?: boolean }) {
  const t = await getTranslations("CandidateJobs");
  const value = clampPercent(percent);
  const band = matchBand(value);
  return (
    <span data-band={band} className={`inline-flex shrink-0 self-start items-center gap-1 rounded-full font-bold tabular-nums ${large ? "px-3 py-1.5 text-lg" : "px-2.5 py-1 text-sm"} ${bandBadge[band]}`}>
      {band === "purple" ? <StarIcon /> : null}
      <span aria-hidden="true">{t("matchBadge", { percent: value })}</span>
      <span className="sr-only">{t("matchLabel", { percent: value })}</span>
    </span>
  );
}
