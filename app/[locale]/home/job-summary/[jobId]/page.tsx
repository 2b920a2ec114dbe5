import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ClientTexts } from "@/components/i18n/client-texts";
import { JobSummaryView } from "@/components/job-summary/job-summary-view";
import { requireJobCreator, titleOfOwnJob } from "@/lib/guards/require-page-access";
import { getJobSummary } from "@/lib/job-summary/get-job-summary";

export async function generateMetadata({ params }: PageProps<"/[locale]/home/job-summary/[jobId]">): Promise<Metadata> {
  const { jobId } = await params;
  const [t, job] = await Promise.all([getTranslations("JobSummary"), titleOfOwnJob(jobId)]);
  return { title: job ? t("metaTitleOfJob", { job }) : t("metaTitle") };
}

/** What a job has done (spec 2, job-summary/{jobId}): for its creator only, anyone else goes home. */
export default async function Page({ params }: PageProps<"/[locale]/home/job-summary/[jobId]">) {
  const { jobId } = await params;
  const viewer = await requireJobCreator(`/home/job-summary/${jobId}`, jobId);
  const summary = await getJobSummary(viewer, jobId);
  return (
    <ClientTexts page="jobSummary">
      <JobSummaryView summary={summary} />
    </ClientTexts>
  );
}
