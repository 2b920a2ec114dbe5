import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCardList, SkeletonLines, SkeletonPage } from "@/components/ui/skeleton";

/** While an administration tab loads: the tabs' place, the search and placeholder rows. */
export default async function Loading() {
  const t = await getTranslations("Admin");
  return (
    <SkeletonPage className="max-w-6xl" heading={<h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>} status={t("loading")}>
      <SkeletonBlock className="h-10 w-full rounded-lg" />
      <SkeletonBlock className="h-28 w-full rounded-2xl" />
      <SkeletonCardList count={5} className="gap-0 overflow-hidden rounded-2xl" cardClassName="flex gap-4 p-4">
        <SkeletonLines widths={["w-1/3", "w-1/2", "w-1/4"]} />
      </SkeletonCardList>
    </SkeletonPage>
  );
}
