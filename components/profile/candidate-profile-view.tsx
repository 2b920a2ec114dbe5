import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { EducationSummary, ExperienceSummary } from "@/components/profile/entry-summaries";
import { LanguageBadge } from "@/components/profile/language-level";
import { Avatar } from "@/components/ui/avatar";
import { ExternalLinkIcon } from "@/components/ui/icons";
import { Link } from "@/i18n/navigation";
import { spokenLanguageLabel } from "@/lib/catalogue/spoken-languages";
import { formatMoney } from "@/lib/format/money";
import type { CandidateProfileView } from "@/lib/profile/profile-wire";
import { UPGRADE_PATH } from "@/lib/navigation/paths";

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-semibold">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-500 italic dark:text-slate-400">{children}</p>;
}

/**
 * A candidate's profile as employers see it (spec 2, candidate-profile/{id}): the name as the
 * premium rule allows (masked on the server), the verified badge, what they do and want, skills,
 * languages in their level colours, positions, studies, the video and, when the viewer may have
 * it, the CV. `isOwn` turns it into the candidate's preview of themselves.
 */
export async function CandidateProfileViewPage({ profile, isOwn }: { profile: CandidateProfileView; isOwn: boolean }) {
  const [t, locale] = await Promise.all([getTranslations("CandidateProfile"), getLocale()]);
  const es = locale === "es";
  const place = [profile.city, profile.country ? (es ? profile.country.name_es : profile.country.name_en) : null].filter(Boolean).join(", ");
  const salary = profile.expected_salary;
  const money = (amount: number | null) => (amount === null ? null : formatMoney(amount, salary?.currency ?? "USD", locale));
  const facts: [string, string | null][] = [
    [t("seniority"), profile.seniority ? t(`seniorities.${profile.seniority}`) : null],
    [t("yearsOfExperience"), profile.years_of_experience === null ? null : t("yearsCount", { count: profile.years_of_experience })],
    [t("industries"), profile.industries.map((industry) => (es ? industry.name_es : industry.name_en)).join(", ") || null],
    [t("salary"), salary ? `${[money(salary.from), money(salary.to)].filter(Boolean).join(" – ")} ${t(`per.${salary.frequency}`)}` : null],
    [t("jobTypes"), profile.job_types.map((type) => t(`jobTypeNames.${type}`)).join(", ") || null],
    [t("availability"), profile.availability ? t(`availabilities.${profile.availability}`) : null],
    [t("timezone"), profile.timezone?.replace(/_/g, " ") ?? null],
  ];

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      {isOwn ? (
        <div role="note" className="flex flex-col gap-2 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900 sm:flex-row sm:items-center sm:justify-between dark:border-brand-800 dark:bg-brand-950/50 dark:text-brand-100">
          <span className="font-semibold">{t("ownPreview")}</span>
          <Link href="/home/profile" className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-500">
            {t("backToProfile")}
          </Link>
        </div>
      ) : null}

      <section className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <Avatar src={profile.personal_information.profile_pic} size={88} className="shrink-0" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight" data-testid="candidate-profile-name">
              {profile.is_surname_masked ? (
                <>
                  {profile.personal_information.first_name}{" "}
                  <span aria-hidden="true" className="inline-block blur-[3px] select-none">
                    {profile.personal_information.last_name}
                  </span>
                  <span className="sr-only">{t("surnameHidden")}</span>
                </>
              ) : (
                profile.name
              )}
            </h1>
            {profile.type_user_verificated ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 dark:bg-brand-950/60 dark:text-brand-200 dark:ring-brand-800">
                {t(`verifiedBy.${profile.type_user_verificated}`)}
              </span>
            ) : null}
          </div>
          <p className={profile.title ? "text-slate-700 dark:text-slate-300" : "text-slate-500 italic dark:text-slate-400"}>{profile.title ?? t("noTitle")}</p>
          {place ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              {profile.country ? <span aria-hidden="true">{profile.country.flag} </span> : null}
              {place}
            </p>
          ) : null}
          {profile.is_surname_masked && !isOwn ? (
            <Link href={UPGRADE_PATH} className="mt-1 inline-flex w-fit rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-800 ring-1 ring-amber-200 hover:bg-amber-100 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-800">
              {t("goPremium")}
            </Link>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <span className="text-sm text-slate-500 dark:text-slate-400">{t("completion", { percent: profile.profile_completion })}</span>
          {profile.cv ? (
            <a href={profile.cv.download_url} className="inline-flex h-10 items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500">
              {t("downloadCv")}
            </a>
          ) : null}
        </div>
      </section>

      <Card title={t("sections.professional")}>
        {profile.about ? <p className="mb-4 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">{profile.about}</p> : null}
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
              <dd className={`text-sm ${value ? "" : "text-slate-400 italic dark:text-slate-500"}`}>{value ?? t("notFilled")}</dd>
            </div>
          ))}
        </dl>
        {profile.video_link ? (
          <a href={profile.video_link} target="_blank" rel="noopener noreferrer nofollow" className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {t("watchVideo")}
            <ExternalLinkIcon className="size-4" />
            <span className="sr-only">{t("newTab")}</span>
          </a>
        ) : null}
      </Card>

      <Card title={t("sections.proficiency")}>
        <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-300">{t("skills")}</h3>
        {profile.skills.length + profile.custom_skills.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-1.5">
            {[...profile.skills, ...profile.custom_skills].map((skill) => (
              <li key={skill} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100">
                {skill}
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t("notFilled")}</Empty>
        )}
        <h3 className="mt-5 text-sm font-semibold text-slate-700 dark:text-slate-300">{t("languages")}</h3>
        {profile.languages.length > 0 ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {profile.languages.map((language) => (
              <li key={language.name}>
                <LanguageBadge name={spokenLanguageLabel(language.name, locale)} level={language.level} levelLabel={t(`levels.${language.level}`)} />
              </li>
            ))}
          </ul>
        ) : (
          <Empty>{t("notFilled")}</Empty>
        )}
      </Card>

      <Card title={t("sections.experience")}>
        {profile.experiences.length > 0 ? (
          <ol className="flex flex-col gap-4">
            {profile.experiences.map((entry) => (
              <li key={entry._id} className="border-l-2 border-brand-200 pl-4 dark:border-brand-800">
                <ExperienceSummary entry={entry} locale={locale} presentLabel={t("present")} />
              </li>
            ))}
          </ol>
        ) : (
          <Empty>{t("notFilled")}</Empty>
        )}
      </Card>

      <Card title={t("sections.academic")}>
        {profile.educations.length > 0 ? (
          <ol className="flex flex-col gap-4">
            {profile.educations.map((entry) => (
              <li key={entry._id} className="border-l-2 border-brand-200 pl-4 dark:border-brand-800">
                <EducationSummary entry={entry} locale={locale} presentLabel={t("present")} />
              </li>
            ))}
          </ol>
        ) : (
          <Empty>{t("notFilled")}</Empty>
        )}
      </Card>
    </div>
  );
}
