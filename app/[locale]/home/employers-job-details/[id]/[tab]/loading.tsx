import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCardList, SkeletonLines, SkeletonPage } from "@/components/ui/skeleton";

/** While a tab loads: the page's frame with placeholder cards, announced to screen readers. */
export default async function Loading() {
  const t = await getTranslations("HiringPipeline");
  return (
    <SkeletonPage className="max-w-5xl" status={t("loading")}>
      <div aria-hidden="true" className="flex flex-col gap-3">
        <SkeletonBlock className="h-4 w-24 rounded" />
        <SkeletonBlock className="h-8 w-2/3 rounded" />
        <SkeletonBlock className="h-11 w-full max-w-lg rounded-xl" />
      </div>
      <SkeletonCardList count={4} className="gap-3" cardClassName="flex gap-4 rounded-2xl p-4">
        <SkeletonBlock className="size-16 shrink-0 rounded-full" />
        <SkeletonLines widths={["w-1/2", "w-1/3", "w-1/4"]} />
      </SkeletonCardList>
    </SkeletonPage>
  );
}
