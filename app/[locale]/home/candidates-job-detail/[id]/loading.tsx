import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCard, SkeletonLines, SkeletonPage } from "@/components/ui/skeleton";

/** While the job loads: its header, the description and the side panel with the match. */
export default async function Loading() {
  const t = await getTranslations("CandidateJobs");
  return (
    <SkeletonPage className="max-w-6xl" status={t("loadingJob")}>
      <SkeletonBlock className="h-4 w-28 rounded" />
      <div aria-hidden="true" className="flex gap-4">
        <SkeletonBlock className="size-14 shrink-0 rounded-xl" />
        <SkeletonLines widths={["w-2/3", "w-1/3"]} />
      </div>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <SkeletonCard className="flex flex-col gap-3 rounded-2xl p-5">
          {["w-full", "w-11/12", "w-full", "w-2/3", "w-5/6"].map((width, index) => (
            <SkeletonBlock key={index} className={`h-4 rounded ${width}`} />
          ))}
        </SkeletonCard>
        <SkeletonCard className="flex flex-col gap-4 rounded-2xl p-5">
          <SkeletonBlock className="h-6 w-1/2 rounded" />
          <SkeletonBlock className="h-3 w-full rounded-full" />
          <SkeletonBlock className="h-11 w-full rounded-lg" />
        </SkeletonCard>
      </div>
    </SkeletonPage>
  );
}
