import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { cache } from "react";

import { ClientTexts } from "@/components/i18n/client-texts";
import { RequestChatButton } from "@/components/chat/request-chat";
import { InviteCandidateButton } from "@/components/hiring/invite-candidate-button";
import { CandidateProfileViewPage } from "@/components/profile/candidate-profile-view";
import { BackLink } from "@/components/ui/back-link";
import type { Locale } from "@/i18n/config";
import { Link } from "@/i18n/navigation";
import { plainNameOf } from "@/lib/candidates/candidate-name";
import { canUserSeeCandidateNames } from "@/lib/candidates/get-name-access";
import { formatCalendarDate } from "@/lib/format/date";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { getCandidateDetails, type CandidateApplicationToViewer } from "@/lib/hiring/get-candidate-details";
import { listInvitableJobs } from "@/lib/hiring/list-invitable-jobs";
import { candidateDetailsPath, EMPLOYER_CANDIDATES_PATH } from "@/lib/navigation/paths";
import { getCandidateProfileForPage } from "@/lib/profile/get-profile";
import { plainProfileName } from "@/lib/profile/profile-wire";
import { recordId } from "@/lib/validations/fields";

/** The viewer and the candidate's profile, once per render: the title and the page read the same. */
const profileOfThisRender = cache(async (id: string) => {
  const viewer = await requirePageAccess(`/home/candidate-details/${id}`);
  if (!recordId().safeParse(id).success) notFound();
  return { viewer, profile: await getCandidateProfileForPage(viewer, id) };
});

/** Named after the candidate as the page shows them (the premium name rule applied). */
export async function generateMetadata({ params }: PageProps<"/[locale]/home/candidate-details/[id]">): Promise<Metadata> {
  const { viewer, profile } = await profileOfThisRender((await params).id);
  const t = await getTranslations("HiringCandidates.details");
  return { title: profile && profile._id !== viewer.id ? plainProfileName(profile) : t("metaTitle") };
}

/**
 * A candidate as an employer sees them (spec 2: candidate-details/{id}): the Candidate info tab is
 * the profile with the premium name rule; Applicant details appears when they applied to one of
 * the viewer's jobs and leads to each application. Anybody who is not a reachable candidate is 404.
 */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/home/candidate-details/[id]">) {
  const { id } = await params;
  const { viewer } = await profileOfThisRender(id);
  const locale = (await getLocale()) as Locale;
  const canSeeFullNames = await canUserSeeCandidateNames(viewer.id);
  const [{ profile }, details, jobs, t] = await Promise.all([
    profileOfThisRender(id),
    getCandidateDetails(viewer.id, id, { locale, canSeeFullNames }),
    listInvitableJobs(viewer.id),
    getTranslations("HiringCandidates.details"),
  ]);
  if (!profile || !details || profile._id === viewer.id) notFound();
  const hasApplied = details.applications.length > 0;
  const tab = hasApplied && (await searchParams).tab === "applicant" ? "applicant" : "info";
  const tabs = [
    { key: "info", label: t("info"), href: candidateDetailsPath(id) },
    ...(hasApplied ? [{ key: "applicant", label: t("applicant"), href: `${candidateDetailsPath(id)}?tab=applicant` }] : []),
  ];

  return (
    <ClientTexts page="hiringCandidates">
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 pt-8 sm:px-6 sm:pt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <BackLink href={EMPLOYER_CANDIDATES_PATH}>{t("back")}</BackLink>
          <div className="flex flex-wrap gap-2">
            <RequestChatButton candidate={{ id, name: plainNameOf(details.card) }} />
            <InviteCandidateButton candidate={details.card} jobs={jobs} />
          </div>
        </div>
        <nav aria-label={t("tabs")} className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
          {tabs.map((item) => (
            <Link
              key={item.key}
              href={item.href}
              aria-current={tab === item.key ? "page" : undefined}
              className={`-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-semibold ${tab === item.key ? "border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300" : "border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"}`}
            >
              {item.label}
            </Link>
          ))}
        </nav>
      </div>
      {tab === "info" ? <CandidateProfileViewPage profile={profile} isOwn={false} /> : <Applications candidateId={id} applications={details.applications} />}
    </ClientTexts>
  );
}

async function Applications({ candidateId, applications }: { candidateId: string; applications: CandidateApplicationToViewer[] }) {
  const t = await getTranslations("HiringCandidates.details");
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-6 sm:px-6">
      <p className="text-slate-600 dark:text-slate-300">{t("applicationsLead", { count: applications.length })}</p>
      <ul className="flex flex-col gap-3">
        {applications.map((application) => (
          <li key={application.jobId} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800 dark:bg-slate-900">
            <div className="min-w-0">
              <p className="truncate font-semibold">{application.jobTitle}</p>
              <p className="text-sm text-slate-500 dark:text-slate-400">
                {application.companyName} · {t("appliedOn", { date: formatCalendarDate(application.appliedAt) })}
              </p>
              <p className="mt-1 flex flex-wrap gap-1.5 text-xs font-semibold">
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 dark:bg-slate-800 dark:text-slate-200">{t(`stages.${application.stage}`)}</span>
                {application.hiredAt ? <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200">{t("hired")}</span> : null}
                {application.withdrawnAt ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200">{t("withdrawn")}</span> : null}
              </p>
            </div>
            <Link
              href={`/home/applicant-details/${application.jobId}/applicant/${candidateId}`}
              className="inline-flex h-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 px-4 text-sm font-semibold hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800"
            >
              {t("openApplicant")}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
