import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCardList, SkeletonPage } from "@/components/ui/skeleton";

/** While the settings load: the page's frame with placeholder sections. */
export default async function Loading() {
  const t = await getTranslations("AccountSettings");
  return (
    <SkeletonPage className="max-w-3xl" heading={<h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>} status={t("loading")}>
      <SkeletonCardList count={3} className="gap-6" cardClassName="flex flex-col gap-4 rounded-2xl p-5 sm:p-6">
        <SkeletonBlock className="h-6 w-1/3 rounded" />
        <SkeletonBlock className="h-4 w-2/3 rounded" />
        <SkeletonBlock className="h-11 w-full rounded-lg" />
      </SkeletonCardList>
    </SkeletonPage>
  );
}
