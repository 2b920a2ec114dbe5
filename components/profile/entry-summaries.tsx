import { formatPeriod } from "@/lib/profile/format-period";
import type { WireEducation, WireExperience } from "@/lib/profile/profile-wire";

// Plain components (no hooks): the profile editor (client) and the profile view (server) both draw an entry this way.

type SummaryTexts = { locale: string; presentLabel: string };

/** A position: title, company, period and, when written, its description (clamped to three lines in lists that edit it). */
export function ExperienceSummary({ entry, locale, presentLabel, isDescriptionClamped = false }: SummaryTexts & { entry: WireExperience; isDescriptionClamped?: boolean }) {
  return (
    <>
      <p className="font-semibold">{entry.position}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{entry.company_name}</p>
      <p className="text-sm text-slate-500 dark:text-slate-400">{formatPeriod(entry.start_date, entry.end_date, locale, presentLabel)}</p>
      {entry.description ? <p className={`mt-1 ${isDescriptionClamped ? "line-clamp-3 " : ""}text-sm whitespace-pre-line text-slate-600 dark:text-slate-400`}>{entry.description}</p> : null}
    </>
  );
}

/** A study: degree, institution and field, and period. */
export function EducationSummary({ entry, locale, presentLabel }: SummaryTexts & { entry: WireEducation }) {
  return (
    <>
      <p className="font-semibold">{entry.degree}</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">{[entry.institution, entry.field_of_study].filter(Boolean).join(" · ")}</p>
      <p className="text-sm text-slate-500 dark:text-slate-400">{formatPeriod(entry.start_date, entry.end_date, locale, presentLabel)}</p>
    </>
  );
}
