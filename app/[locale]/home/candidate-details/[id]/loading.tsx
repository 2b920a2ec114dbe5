import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCard, SkeletonPage } from "@/components/ui/skeleton";

/** While the candidate loads: the actions, the profile's header and its sections. */
export default async function Loading() {
  const t = await getTranslations("HiringCandidates");
  return (
    <SkeletonPage className="max-w-3xl" status={t("loadingCandidate")}>
      <SkeletonBlock className="h-4 w-36 rounded" />
      <SkeletonCard className="flex flex-col items-start gap-3 rounded-2xl p-5 sm:p-6">
        <SkeletonBlock className="size-24 rounded-full" />
        <SkeletonBlock className="h-7 w-1/2 rounded" />
        <SkeletonBlock className="h-4 w-1/3 rounded" />
      </SkeletonCard>
      {[0, 1].map((index) => (
        <SkeletonCard key={index} className="flex flex-col gap-3 rounded-2xl p-5 sm:p-6">
          <SkeletonBlock className="h-6 w-1/3 rounded" />
          <SkeletonBlock className="h-4 w-full rounded" />
          <SkeletonBlock className="h-4 w-2/3 rounded" />
        </SkeletonCard>
      ))}
    </SkeletonPage>
  );
}
