import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCardList, SkeletonLines, SkeletonPage } from "@/components/ui/skeleton";

/** While the notifications load: the page's frame with placeholder rows, announced to screen readers. */
export default async function Loading() {
  const t = await getTranslations("Notifications");
  return (
    <SkeletonPage className="max-w-3xl" heading={<h1 className="text-2xl font-bold tracking-tight">{t("title")}</h1>} status={t("loading")}>
      <SkeletonBlock className="h-12 w-full max-w-sm rounded-xl" />
      <SkeletonCardList count={4} className="gap-2" cardClassName="flex gap-3 rounded-xl p-4">
        {/* The unread dot, a shade darker than the lines so that it reads as a mark, not text. */}
        <div className="mt-1 size-2.5 shrink-0 animate-pulse rounded-full bg-slate-200 dark:bg-slate-700" />
        <SkeletonLines widths={["w-3/4", "w-1/4"]} />
      </SkeletonCardList>
    </SkeletonPage>
  );
}
