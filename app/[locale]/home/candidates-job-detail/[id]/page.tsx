import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { z } from "zod";

import { CandidateJobView } from "@/components/candidate-jobs/candidate-job-view";
import type { Locale } from "@/i18n/config";
import { getCandidateApplyState } from "@/lib/applications/get-candidate-apply-state";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { getCandidateJob } from "@/lib/matching/get-candidate-job";
import { candidateJobPath } from "@/lib/matching/candidate-paths";

// The page and its metadata read the job once per request.
const loadJob = cache(async (id: string) => {
  const viewer = await requirePageAccess(candidateJobPath(id));
  const detail = z.uuid().safeParse(id).success ? await getCandidateJob(viewer.id, id) : null;
  if (!detail) notFound();
  return { viewer, detail };
});

export async function generateMetadata({ params }: PageProps<"/[locale]/home/candidates-job-detail/[id]">): Promise<Metadata> {
  const { detail } = await loadJob((await params).id);
  return { title: `${detail.job.title} · ${detail.job.company.name}` };
}

/** A job in the candidate's dashboard (spec 2: candidates-job-detail/{id}); a private job only for invited candidates. */
export default async function Page({ params }: PageProps<"/[locale]/home/candidates-job-detail/[id]">) {
  const { viewer, detail } = await loadJob((await params).id);
  const applyState = await getCandidateApplyState(viewer.id, detail.job, (await getLocale()) as Locale);
  return <CandidateJobView detail={detail} applyState={applyState} viewerId={viewer.id} />;
}
