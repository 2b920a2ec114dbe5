import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCard, SkeletonPage } from "@/components/ui/skeleton";

/** While the job's summary loads: its title, the four figures and the stages. */
export default async function Loading() {
  const t = await getTranslations("JobSummary");
  return (
    <SkeletonPage className="max-w-5xl" status={t("loading")}>
      <SkeletonBlock className="h-4 w-24 rounded" />
      <SkeletonBlock className="h-8 w-2/3 rounded-lg" />
      <div aria-hidden="true" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <SkeletonCard key={index} className="flex flex-col gap-3 rounded-2xl p-5">
            <SkeletonBlock className="h-8 w-16 rounded" />
            <SkeletonBlock className="h-4 w-2/3 rounded" />
          </SkeletonCard>
        ))}
      </div>
      <SkeletonCard className="flex flex-col gap-4 rounded-2xl p-5">
        <SkeletonBlock className="h-6 w-1/3 rounded" />
        {[0, 1, 2].map((index) => (
          <SkeletonBlock key={index} className="h-3 w-full rounded-full" />
        ))}
      </SkeletonCard>
    </SkeletonPage>
  );
}
