import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";

import { PipelineBoard } from "@/components/hiring/pipeline/pipeline-board";
import { PipelineHeader } from "@/components/hiring/pipeline/pipeline-header";
import { RecommendedCandidates } from "@/components/hiring/pipeline/recommended-candidates";
import { ClientTexts } from "@/components/i18n/client-texts";
import { isLocale } from "@/i18n/config";
import { requireJobCreator, titleOfOwnJob } from "@/lib/guards/require-page-access";
import { getPipelineJob } from "@/lib/hiring/pipeline/get-pipeline-job";
import { listApplicants } from "@/lib/hiring/pipeline/list-applicants";
import { pipelineTabs, stageOfTab, tabLabelKey, type PipelineTab } from "@/lib/hiring/pipeline/pipeline-tabs";
import { recommendCandidates, type RecommendedCandidate } from "@/lib/hiring/pipeline/recommend-candidates";
import { applicantsQuerySchema } from "@/lib/hiring/pipeline/schemas";
import { logger } from "@/lib/observability/logger";

const isTab = (tab: string): tab is PipelineTab => (pipelineTabs as readonly string[]).includes(tab);

/** "Shortlist: Senior Backend Engineer": an employer with several jobs open in tabs tells them apart. */
export async function generateMetadata({ params }: PageProps<"/[locale]/home/employers-job-details/[id]/[tab]">): Promise<Metadata> {
  const { id, tab } = await params;
  const [t, job] = await Promise.all([getTranslations("HiringPipeline"), titleOfOwnJob(id)]);
  const page = isTab(tab) ? t(`tabs.${tabLabelKey[tab]}`) : t("metaTitle");
  return { title: job ? t("metaTitleOfJob", { page, job }) : page };
}

/**
 * A job's applicants (spec 2, employers-job-details/{id}/{tab}): Applicants, Shortlist, Dismissed
 * and Recommended, for the job's creator only. The tab's first page is rendered here; the board
 * then changes it through the API.
 */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/home/employers-job-details/[id]/[tab]">) {
  const { id, tab } = await params;
  if (!isTab(tab)) notFound();
  const viewer = await requireJobCreator(`/home/employers-job-details/${id}/${tab}`, id);
  const locale = await getLocale();
  const { sort, page } = await searchParams;
  const stage = stageOfTab[tab] ?? "applied";
  const parsed = applicantsQuerySchema.safeParse({ sort, page, stage, locale });
  const query = parsed.success ? parsed.data : applicantsQuerySchema.parse({ stage, locale: isLocale(locale) ? locale : undefined });
  const isRecommended = tab === "recommended";
  const [job, applicants, recommended] = await Promise.all([
    getPipelineJob(viewer, id),
    // The Recommended tab needs only the other tabs' counts.
    listApplicants(viewer, id, isRecommended ? { ...query, take: 1 } : query),
    isRecommended ? recommendCandidates(viewer, id, query.locale).catch(recommendationsFailed) : null,
  ]);
  return (
    <ClientTexts page="hiringPipeline">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <PipelineHeader job={job} />
        <PipelineBoard key={`${tab}-${query.sort}-${query.page}`} jobId={job.id} jobStatus={job.status} tab={tab} initial={applicants}>
          {recommended ? <RecommendedCandidates candidates={recommended} /> : null}
        </PipelineBoard>
      </div>
    </ClientTexts>
  );
}

/** Spec 8: recommendations that fail show as an empty list; the failure is logged, not shown. */
function recommendationsFailed(error: unknown): RecommendedCandidate[] {
  logger.error("recommended candidates failed", { error });
  return [];
}
