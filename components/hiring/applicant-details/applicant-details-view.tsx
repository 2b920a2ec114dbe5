import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { MessageApplicantButton } from "@/components/chat/message-applicant-button";
import { ApplicantCard } from "@/components/hiring/applicant-card";
import { LanguageBadge } from "@/components/profile/language-level";
import { BackLink } from "@/components/ui/back-link";
import { Link } from "@/i18n/navigation";
import { spokenLanguageLabel } from "@/lib/catalogue/spoken-languages";
import { calendarDay, formatCalendarDate } from "@/lib/format/date";
import { renderNow } from "@/lib/format/render-now";
import type { ApplicantDetails } from "@/lib/hiring/applicant-details/get-applicant-details";
import { UPGRADE_PATH } from "@/lib/navigation/paths";

import { ApplicantActions } from "./applicant-actions";
import { ApplicantMatch } from "./applicant-match";
import { ApplicantNotes, type NoteView } from "./applicant-notes";

const sections = ["profile", "answers", "match", "cv", "history", "notes"] as const;
type Section = (typeof sections)[number];

function Card({ id, title, children }: { id: Section; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const chip = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset";
const chipLooks = {
  neutral: "bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700",
  green: "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-800",
  red: "bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-800",
  brand: "bg-brand-50 text-brand-800 ring-brand-200 dark:bg-brand-950/60 dark:text-brand-200 dark:ring-brand-800",
};

/**
 * An applicant as the job's hiring team sees them (spec 2, applicant-details/{jobId}/applicant/{id}):
 * the card and where the application stands, the pipeline's moves for the job's creator, then the
 * profile, the answers with knockouts flagged, the match, the CV, the stage history and the team's
 * private notes.
 */
export async function ApplicantDetailsView({ applicant, viewerId, backHref }: { applicant: ApplicantDetails; viewerId: string; backHref: string }) {
  const [t, profileTexts, locale] = await Promise.all([getTranslations("ApplicantDetails"), getTranslations("CandidateProfile"), getLocale()]);
  const { application, profile } = applicant;
  const day = (date: Date) => formatCalendarDate(date);
  const knockouts = applicant.answers.filter((answer) => answer.is_knockout).length;
  const isClosed = application.withdrawn_at !== null || application.hired_at !== null;
  const facts: [string, string | null][] = [
    [profileTexts("seniority"), profile.seniority ? profileTexts(`seniorities.${profile.seniority}`) : null],
    [profileTexts("yearsOfExperience"), profile.years_of_experience === null ? null : profileTexts("yearsCount", { count: profile.years_of_experience })],
    [profileTexts("availability"), profile.availability ? profileTexts(`availabilities.${profile.availability}`) : null],
    [profileTexts("jobTypes"), profile.job_types.map((type) => profileTexts(`jobTypeNames.${type}`)).join(", ") || null],
  ];
  const answerText = (answer: ApplicantDetails["answers"][number]) => {
    if (answer.answer === null) return null;
    if (answer.type === "YES_NO") return answer.answer === "yes" ? t("answers.yes") : t("answers.no");
    return answer.answer;
  };
  const notes: NoteView[] = applicant.notes.map((note) => ({ ...note, created_at: note.created_at.toISOString() }));

  return (
    <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <BackLink href={backHref}>{t("back")}</BackLink>

      <header className="flex flex-col gap-4">
        <h1 className="sr-only">{t("metaTitle")}</h1>
        <ApplicantCard candidate={applicant} premiumHref={UPGRADE_PATH} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col gap-2">
            <p className="text-sm text-slate-600 dark:text-slate-300">{t("appliedTo", { jobTitle: applicant.job.job_title, ...calendarDay(application.applied_at, renderNow()) })}</p>
            <ul className="flex flex-wrap gap-2" data-testid="applicant-status">
              <li className={`${chip} ${application.stage === "dismissed" ? chipLooks.red : application.stage === "shortlisted" ? chipLooks.brand : chipLooks.neutral}`}>{t(`stage.${application.stage}`)}</li>
              {application.rank !== null ? <li className={`${chip} ${chipLooks.neutral}`}>{t("rank", { rank: application.rank })}</li> : null}
              <li className={`${chip} ${application.reviewed_at ? chipLooks.green : chipLooks.neutral}`}>{application.reviewed_at ? t("reviewed") : t("notReviewed")}</li>
              {application.hired_at ? <li className={`${chip} ${chipLooks.green}`}>{t("hiredOn", { date: day(application.hired_at) })}</li> : null}
              {application.withdrawn_at ? <li className={`${chip} ${chipLooks.red}`}>{t("withdrawnOn", { date: day(application.withdrawn_at) })}</li> : null}
            </ul>
          </div>
          {applicant.can_manage ? (
            // A hired applicant is still someone to talk to; only a withdrawn one has left the conversation.
            application.withdrawn_at ? null : (
              <div className="flex flex-wrap gap-2">
                <MessageApplicantButton jobId={applicant.job._id} candidateId={applicant.candidate_id} />
                {isClosed ? null : <ApplicantActions jobId={applicant.job._id} candidateId={applicant.candidate_id} name={applicant.name} stage={application.stage} isReviewed={application.reviewed_at !== null} />}
              </div>
            )
          ) : (
            <p className="text-sm text-slate-500 dark:text-slate-400">{t("actions.readOnly")}</p>
          )}
        </div>
      </header>

      <nav aria-label={t("sectionsLabel")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-2">
          {sections.map((section) => (
            <li key={section}>
              <a href={`#${section}`} className="inline-flex h-9 items-center rounded-full border border-slate-200 px-3 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800">
                {t(`sections.${section}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card id="profile" title={t("sections.profile")}>
            <p className={`mb-4 text-sm whitespace-pre-line ${profile.about ? "text-slate-700 dark:text-slate-300" : "text-slate-500 italic dark:text-slate-400"}`}>{profile.about ?? t("profile.noAbout")}</p>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {facts.map(([label, value]) => (
                <div key={label} className="min-w-0">
                  <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
                  <dd className={`text-sm ${value ? "" : "text-slate-400 italic dark:text-slate-500"}`}>{value ?? t("profile.notFilled")}</dd>
                </div>
              ))}
            </dl>
            <h3 className="mt-5 text-sm font-semibold text-slate-700 dark:text-slate-300">{profileTexts("skills")}</h3>
            {profile.skills.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {profile.skills.map((skill) => (
                  <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                    {skill}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-500 italic dark:text-slate-400">{t("profile.noSkills")}</p>
            )}
            <h3 className="mt-5 text-sm font-semibold text-slate-700 dark:text-slate-300">{profileTexts("languages")}</h3>
            {profile.languages.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {profile.languages.map((language) => (
                  <li key={language.name}>
                    <LanguageBadge name={spokenLanguageLabel(language.name, locale)} level={language.level} levelLabel={profileTexts(`levels.${language.level}`)} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-slate-500 italic dark:text-slate-400">{t("profile.noLanguages")}</p>
            )}
            <Link href={`/home/candidate-details/${applicant.candidate_id}`} className="mt-5 inline-flex text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {t("profile.fullProfile")}
            </Link>
          </Card>

          <Card id="answers" title={t("sections.answers")}>
            {applicant.answers.length === 0 ? (
              <p className="text-sm text-slate-500 italic dark:text-slate-400">{t("answers.none")}</p>
            ) : (
              <>
                <p className={`mb-3 text-sm font-medium ${knockouts > 0 ? "text-red-700 dark:text-red-300" : "text-slate-600 dark:text-slate-300"}`}>{t("answers.knockoutCount", { count: knockouts })}</p>
                <ol className="flex flex-col gap-3" data-testid="applicant-answers">
                  {applicant.answers.map((answer) => (
                    <li
                      key={answer.question_id}
                      data-knockout={answer.is_knockout || undefined}
                      className={`rounded-xl border p-3 ${answer.is_knockout ? "border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950/40" : "border-slate-200 dark:border-slate-800"}`}
                    >
                      <p className="text-sm font-medium text-slate-900 dark:text-slate-100">
                        {answer.question}
                        {answer.is_required ? <span className="ml-2 text-xs font-normal text-slate-500 dark:text-slate-400">{t("answers.required")}</span> : null}
                      </p>
                      <p className={`mt-1 text-sm break-words whitespace-pre-line ${answer.answer === null ? "text-slate-500 italic dark:text-slate-400" : "text-slate-800 dark:text-slate-200"}`}>
                        {answerText(answer) ?? t("answers.unanswered")}
                      </p>
                      {answer.is_knockout ? (
                        <p className="mt-2 flex flex-wrap items-center gap-2 text-xs text-red-800 dark:text-red-200">
                          <span className={`${chip} ${chipLooks.red}`}>{t("answers.knockout")}</span>
                          <span>{t("answers.knockoutHint")}</span>
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ol>
              </>
            )}
          </Card>

          <Card id="match" title={t("match.title")}>
            <ApplicantMatch match={applicant.match} percentAtApply={applicant.match_percent ?? applicant.match.percent} />
          </Card>
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          <Card id="cv" title={t("sections.cv")}>
            {applicant.cv ? (
              <div className="flex flex-col gap-2">
                <a href={applicant.cv.url} className="inline-flex h-10 w-fit items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
                  {t("cv.download")}
                </a>
                <p className="text-sm break-all text-slate-600 dark:text-slate-300">{applicant.cv.file_name}</p>
                {applicant.cv.uploaded_at ? <p className="text-xs text-slate-500 dark:text-slate-400">{t("cv.uploaded", { date: day(applicant.cv.uploaded_at) })}</p> : null}
              </div>
            ) : (
              <p className="text-sm text-slate-500 italic dark:text-slate-400">{application.withdrawn_at ? t("cv.withdrawn") : t("cv.none")}</p>
            )}
          </Card>

          <Card id="history" title={t("sections.history")}>
            {applicant.history.length === 0 ? (
              <p className="text-sm text-slate-500 italic dark:text-slate-400">{t("history.empty")}</p>
            ) : (
              <ol className="relative flex flex-col gap-4 border-l border-slate-200 pl-5 dark:border-slate-700" data-testid="applicant-history">
                {applicant.history.map((entry) => (
                  <li key={entry._id} className="relative">
                    <span aria-hidden="true" className="absolute top-1.5 -left-[1.6rem] size-2.5 rounded-full bg-brand-500 ring-4 ring-white dark:ring-slate-900" />
                    <p className="text-sm font-medium">
                      {entry.kind === "stage" ? t("history.stage", { stage: entry.stage ?? "other" }) : historyLabel(entry.kind, t)}{" "}
                      <span className="font-normal text-slate-500 dark:text-slate-400">{entry.by ? t("history.by", { by: entry.by }) : null}</span>
                    </p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      <time dateTime={entry.created_at.toISOString()}>{day(entry.created_at)}</time>
                    </p>
                  </li>
                ))}
              </ol>
            )}
          </Card>

          <Card id="notes" title={t("sections.notes")}>
            <ApplicantNotes jobId={applicant.job._id} candidateId={applicant.candidate_id} viewerId={viewerId} initialNotes={notes} />
          </Card>
        </div>
      </div>
    </div>
  );
}

type HistoryTexts = Awaited<ReturnType<typeof getTranslations<"ApplicantDetails">>>;

function historyLabel(kind: string, t: HistoryTexts): string {
  if (kind === "applied" || kind === "reviewed" || kind === "hired" || kind === "withdrawn") return t(`history.${kind}`);
  return kind;
}
