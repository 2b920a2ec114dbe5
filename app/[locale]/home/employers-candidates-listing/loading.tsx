import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCardList, SkeletonLines, SkeletonPage } from "@/components/ui/skeleton";

/** While the candidates load: the page's frame with placeholder cards, announced to screen readers. */
export default async function Loading() {
  const t = await getTranslations("HiringCandidates.page");
  return (
    <SkeletonPage className="max-w-6xl" heading={<h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("title")}</h1>} status={t("loading")}>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <SkeletonBlock className="h-12 rounded-xl lg:h-[32rem]" />
        <SkeletonCardList count={4} className="gap-3" cardClassName="flex items-center gap-4 rounded-2xl p-4">
          <SkeletonBlock className="size-16 shrink-0 rounded-full" />
          <SkeletonLines widths={["w-1/2", "w-1/3", "w-1/4"]} />
        </SkeletonCardList>
      </div>
    </SkeletonPage>
  );
}
