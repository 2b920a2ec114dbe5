import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCardList, SkeletonLines, SkeletonPage } from "@/components/ui/skeleton";

/** While the companies load: the page's frame with placeholder company cards. */
export default async function Loading() {
  const t = await getTranslations("Companies");
  return (
    <SkeletonPage className="max-w-5xl" heading={<h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>} status={t("loading")}>
      <SkeletonCardList count={3} className="gap-4 sm:grid sm:grid-cols-2 lg:grid-cols-3" cardClassName="flex flex-col gap-4 rounded-2xl p-5">
        <div className="flex gap-3">
          <SkeletonBlock className="size-12 shrink-0 rounded-xl" />
          <SkeletonLines widths={["w-2/3", "w-1/3"]} />
        </div>
        <SkeletonBlock className="h-2 w-full rounded-full" />
      </SkeletonCardList>
    </SkeletonPage>
  );
}
