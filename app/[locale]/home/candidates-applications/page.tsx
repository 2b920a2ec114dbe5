import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ApplicationsTabs, type ApplicationsTab } from "@/components/applications/applications-tabs";
import { ApplicationCard } from "@/components/applications/application-card";
import { ClientTexts } from "@/components/i18n/client-texts";
import { buttonClasses } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { Link } from "@/i18n/navigation";
import { listCandidateApplications } from "@/lib/applications/list-candidate-applications";
import { candidateApplicationsQuerySchema } from "@/lib/applications/schemas";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { CANDIDATE_APPLICATIONS_PATH, CANDIDATE_JOBS_PATH } from "@/lib/navigation/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("CandidateApplications");
  return { title: t("metaTitle") };
}

/** The candidate's applications (spec 2: candidates-applications): stage, match and timeline of each, Active / Closed tabs, withdraw. */
export default async function Page({ searchParams }: PageProps<"/[locale]/home/candidates-applications">) {
  const viewer = await requirePageAccess(CANDIDATE_APPLICATIONS_PATH);
  const parsed = candidateApplicationsQuerySchema.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : candidateApplicationsQuerySchema.parse({});
  const [t, list] = await Promise.all([getTranslations("CandidateApplications"), listCandidateApplications(viewer, viewer.id, query)]);
  const tab: ApplicationsTab = query.status ?? "all";
  const pages = Math.ceil(list.total / query.take);
  const hrefFor = (page: number) => `${CANDIDATE_APPLICATIONS_PATH}?${new URLSearchParams({ ...(query.status ? { status: query.status } : {}), page: String(page) })}`;
  const now = new Date();

  return (
    <ClientTexts page="candidateApplications">
      <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <header className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>
          <p className="text-slate-600 dark:text-slate-300">{t("lead")}</p>
        </header>

        <ApplicationsTabs current={tab} label={t("tabsLabel")} tabLabels={{ all: t("tabs.all"), active: t("tabs.active"), closed: t("tabs.closed") }} />

        <p className="text-sm font-medium text-slate-600 dark:text-slate-300" aria-live="polite">
          {t("count", { count: list.total })}
        </p>

        {list.items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
            <p className="text-base font-semibold">{t(`empty.${tab}`)}</p>
            <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">{t("emptyLead")}</p>
            <Link href={CANDIDATE_JOBS_PATH} className={buttonClasses({ variant: "primary" })}>
              {t("findJobs")}
            </Link>
          </div>
        ) : (
          <ol className="flex flex-col gap-3">
            {list.items.map((application) => (
              <li key={application._id}>
                <ApplicationCard application={application} candidateId={viewer.id} now={now} t={t} />
              </li>
            ))}
          </ol>
        )}

        <Pagination page={query.page} pages={pages} hrefFor={hrefFor} />
      </div>
    </ClientTexts>
  );
}
