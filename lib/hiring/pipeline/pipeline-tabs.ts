import type { PipelineStage } from "./schemas";

/** The job details page's tabs (spec 2), in order, and the stage each lists. */
export const pipelineTabs = ["applicants-list", "hiring-process", "dismissed-applicants", "recommended"] as const;
export type PipelineTab = (typeof pipelineTabs)[number];

/** Each tab's name in HiringPipeline.tabs. */
export const tabLabelKey = { "applicants-list": "applicants", "hiring-process": "shortlist", "dismissed-applicants": "dismissed", recommended: "recommended" } as const satisfies Record<PipelineTab, string>;

export const stageOfTab: Record<PipelineTab, PipelineStage | null> = {
  "applicants-list": "applied",
  "hiring-process": "shortlisted",
  "dismissed-applicants": "dismissed",
  recommended: null,
};

export const tabOfStage: Record<PipelineStage, PipelineTab> = { applied: "applicants-list", shortlisted: "hiring-process", dismissed: "dismissed-applicants" };

export function pipelinePath(jobId: string, tab: PipelineTab, query: { sort?: string; page?: number } = {}): string {
  const params = new URLSearchParams();
  if (query.sort && query.sort !== "rank") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return `/home/employers-job-details/${jobId}/${tab}${search ? `?${search}` : ""}`;
}
