import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCardList, SkeletonLines, SkeletonPage } from "@/components/ui/skeleton";

/** While the jobs load: the page's frame with placeholder cards, announced to screen readers. */
export default async function Loading() {
  const t = await getTranslations("CandidateJobs");
  return (
    <SkeletonPage className="max-w-6xl" heading={<h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>} status={t("loading")}>
      <SkeletonBlock className="h-12 w-full rounded-lg" />
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[17rem_1fr]">
        <SkeletonBlock className="h-12 rounded-xl lg:h-96" />
        <SkeletonCardList count={4} className="gap-3" cardClassName="flex gap-4 rounded-xl p-5">
          <SkeletonBlock className="size-12 shrink-0 rounded-lg" />
          <SkeletonLines widths={["w-2/3", "w-1/3", "w-1/2"]} />
          <SkeletonBlock className="h-7 w-14 shrink-0 rounded-full" />
        </SkeletonCardList>
      </div>
    </SkeletonPage>
  );
}
