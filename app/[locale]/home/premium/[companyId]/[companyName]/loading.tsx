import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCard, SkeletonPage } from "@/components/ui/skeleton";

/** The premium page's shape while the company is read: the plan panel and three plan cards. */
export default async function Loading() {
  const t = await getTranslations("Payments");
  return (
    <SkeletonPage className="max-w-5xl" status={t("loading")}>
      <SkeletonBlock className="h-8 w-56 rounded" />
      <SkeletonCard className="flex flex-col gap-4 rounded-2xl p-6">
        <SkeletonBlock className="h-7 w-40 rounded" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SkeletonBlock className="h-20 rounded-xl" />
          <SkeletonBlock className="h-20 rounded-xl" />
        </div>
      </SkeletonCard>
      <div className="grid gap-4 md:grid-cols-3">
        {[0, 1, 2].map((index) => (
          <SkeletonCard key={index} className="flex h-72 flex-col gap-4 rounded-2xl p-5">
            <SkeletonBlock className="h-6 w-24 rounded" />
            <SkeletonBlock className="h-9 w-32 rounded" />
          </SkeletonCard>
        ))}
      </div>
    </SkeletonPage>
  );
}
