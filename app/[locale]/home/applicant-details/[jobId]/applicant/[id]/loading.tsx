import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCard, SkeletonLines, SkeletonPage } from "@/components/ui/skeleton";

/** While the applicant loads: the page's frame with placeholder sections, announced to screen readers. */
export default async function Loading() {
  const t = await getTranslations("ApplicantDetails");
  return (
    <SkeletonPage className="max-w-5xl" status={t("loading")}>
      <SkeletonBlock className="h-4 w-40 rounded" />
      <SkeletonCard className="flex gap-4 rounded-2xl p-4">
        <SkeletonBlock className="size-16 shrink-0 rounded-full" />
        <SkeletonLines widths={["w-1/2", "w-1/3", "w-1/4"]} />
      </SkeletonCard>
      <div aria-hidden="true" className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        {[0, 1].map((column) => (
          <div key={column} className="flex flex-col gap-6">
            {[0, 1].map((index) => (
              <SkeletonCard key={index} className="flex flex-col gap-3 rounded-2xl p-5">
                <SkeletonBlock className="h-5 w-1/3 rounded" />
                <SkeletonBlock className="h-4 w-full rounded" />
                <SkeletonBlock className="h-4 w-2/3 rounded" />
              </SkeletonCard>
            ))}
          </div>
        ))}
      </div>
    </SkeletonPage>
  );
}
