import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCard, SkeletonPage } from "@/components/ui/skeleton";

/** While the profile loads: placeholder cards in the page's frame, announced to screen readers. */
export default async function Loading() {
  const t = await getTranslations("CandidateProfile");
  return (
    <SkeletonPage className="max-w-3xl" status={t("loading")}>
      <SkeletonBlock className="h-8 w-48 rounded-lg" />
      {[0, 1, 2].map((index) => (
        <SkeletonCard key={index} className="flex flex-col gap-4 rounded-2xl p-5 sm:p-6">
          <SkeletonBlock className="h-6 w-1/3 rounded" />
          <SkeletonBlock className="h-4 w-2/3 rounded" />
          <div className="grid gap-4 sm:grid-cols-2">
            <SkeletonBlock className="h-11 rounded-lg" />
            <SkeletonBlock className="h-11 rounded-lg" />
          </div>
        </SkeletonCard>
      ))}
    </SkeletonPage>
  );
}
