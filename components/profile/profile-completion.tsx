import { getTranslations } from "next-intl/server";

import { sectionAnchor } from "@/components/profile/section-anchors";
import { SuccessIcon } from "@/components/ui/icons";
import { MIN_SKILLS_FOR_COMPLETION, type ProfileRequirement, type ProfileSectionKey } from "@/lib/profile/completion";

/** The completion bar (five sections of 20%) and a prompt that leads to the next missing section. */
export async function ProfileCompletion({ percent, next }: { percent: number; next: ProfileSectionKey | null }) {
  const t = await getTranslations("CandidateProfile");
  return (
    <section aria-labelledby="profile-completion-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="profile-completion-title" className="text-lg font-semibold">
          {t("completionLabel")}
        </h2>
        <span className="text-2xl font-bold text-brand-700 tabular-nums dark:text-brand-300" data-testid="profile-completion-percent">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="profile-completion-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t("completion", { percent })}
        className="mt-3 h-3 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
      >
        <div className={`h-full rounded-full transition-[width] duration-500 ${percent === 100 ? "bg-green-500" : "bg-brand-600 dark:bg-brand-500"}`} style={{ width: `${percent}%` }} />
      </div>
      {next ? (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          {t("nextStep", { section: t(`sections.${next}`) })}{" "}
          <a href={`#${sectionAnchor[next]}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300">
            {t("nextStepLink", { section: t(`sections.${next}`) })}
          </a>
        </p>
      ) : (
        <p className="mt-4 flex items-center gap-2 text-sm font-medium text-green-700 dark:text-green-400">
          <SuccessIcon className="size-5 shrink-0" />
          {t("allDone")}
        </p>
      )}
    </section>
  );
}

/**
 * One section of the profile: its card, heading, whether it is complete, what it still needs
 * (named as the form's fields are, so a saved but unfinished section says why it is not done),
 * and its form.
 */
export async function ProfileSectionCard({ section, isComplete, missing, children }: { section: ProfileSectionKey; isComplete: boolean; missing: ProfileRequirement[]; children: React.ReactNode }) {
  const t = await getTranslations("CandidateProfile");
  const id = sectionAnchor[section];
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t(`sections.${section}`)}
        </h2>
        <span
          className={[
            "rounded-full px-2.5 py-0.5 text-xs font-semibold",
            isComplete ? "bg-green-100 text-green-800 dark:bg-green-950/60 dark:text-green-300" : "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
          ].join(" ")}
        >
          {isComplete ? t("complete") : t("incomplete")}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t(`sectionLeads.${section}`)}</p>
      {!isComplete && missing.length > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-1.5 text-xs">
          <p id={`${id}-missing`} className="font-medium text-slate-700 dark:text-slate-300">
            {t("stillNeeded")}
          </p>
          <ul aria-labelledby={`${id}-missing`} className="flex flex-wrap gap-1.5">
            {missing.map((requirement) => (
              <li key={requirement} className="rounded-full bg-amber-50 px-2 py-0.5 font-medium text-amber-900 ring-1 ring-amber-200 dark:bg-amber-950/40 dark:text-amber-200 dark:ring-amber-900">
                {t(`requirements.${requirement}`, { min: MIN_SKILLS_FOR_COMPLETION })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}
