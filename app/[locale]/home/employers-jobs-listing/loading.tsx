import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCard, SkeletonCardList, SkeletonLines, SkeletonPage } from "@/components/ui/skeleton";

/** While the employer's jobs load: the quota meters, the search and placeholder job rows. */
export default async function Loading() {
  const t = await getTranslations("EmployerJobs");
  return (
    <SkeletonPage className="max-w-5xl" heading={<h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>} status={t("loading")}>
      <div aria-hidden="true" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1].map((index) => (
          <SkeletonCard key={index} className="flex flex-col gap-3 rounded-xl p-4">
            <SkeletonBlock className="h-5 w-1/2 rounded" />
            <SkeletonBlock className="h-2 w-full rounded-full" />
          </SkeletonCard>
        ))}
      </div>
      <SkeletonBlock className="h-11 w-full rounded-lg" />
      <SkeletonCardList count={4} className="gap-3" cardClassName="flex gap-4 rounded-xl p-4">
        <SkeletonBlock className="size-11 shrink-0 rounded-lg" />
        <SkeletonLines widths={["w-1/2", "w-1/4", "w-1/3"]} />
      </SkeletonCardList>
    </SkeletonPage>
  );
}
