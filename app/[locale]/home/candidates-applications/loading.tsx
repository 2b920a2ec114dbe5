import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCardList, SkeletonLines, SkeletonPage } from "@/components/ui/skeleton";

/** While the applications load: the page's frame with placeholder cards, announced to screen readers. */
export default async function Loading() {
  const t = await getTranslations("CandidateApplications");
  return (
    <SkeletonPage className="max-w-4xl" heading={<h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>} status={t("loading")}>
      <SkeletonBlock className="h-12 w-full max-w-sm rounded-xl" />
      <SkeletonCardList count={3} className="gap-3" cardClassName="flex gap-4 rounded-xl p-5">
        <SkeletonBlock className="size-11 shrink-0 rounded-lg" />
        <SkeletonLines widths={["w-2/3", "w-1/3", "w-1/2"]} />
      </SkeletonCardList>
    </SkeletonPage>
  );
}
