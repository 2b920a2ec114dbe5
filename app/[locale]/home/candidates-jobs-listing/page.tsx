import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { CandidateJobsView } from "@/components/candidate-jobs/candidate-jobs-view";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { loadCandidateJobsPage } from "@/lib/matching/load-candidate-jobs-page";
import { CANDIDATE_JOBS_PATH } from "@/lib/navigation/paths";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("CandidateJobs");
  return { title: t("metaTitle") };
}

/** The candidate's job search (spec 2: candidates-jobs-listing), "Recommended for you" first. */
export default async function Page({ searchParams }: PageProps<"/[locale]/home/candidates-jobs-listing">) {
  const viewer = await requirePageAccess(CANDIDATE_JOBS_PATH);
  return <CandidateJobsView page={await loadCandidateJobsPage(viewer.id, await searchParams)} />;
}
