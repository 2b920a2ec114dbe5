import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCardList, SkeletonLines, SkeletonPage } from "@/components/ui/skeleton";

/** While the templates load: the page's frame with placeholder template cards. */
export default async function Loading() {
  const t = await getTranslations("JobTemplates");
  return (
    <SkeletonPage className="max-w-4xl" heading={<h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>} status={t("loading")}>
      <SkeletonCardList count={3} className="gap-4" cardClassName="flex flex-col gap-4 rounded-2xl p-5">
        <SkeletonLines widths={["w-1/3", "w-1/2"]} />
        <SkeletonBlock className="h-10 w-full rounded-lg sm:w-40" />
      </SkeletonCardList>
    </SkeletonPage>
  );
}
