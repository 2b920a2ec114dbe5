import { getTranslations } from "next-intl/server";

import { SkeletonBlock, SkeletonCard, SkeletonLines } from "@/components/ui/skeleton";

/** While the chat page loads: its room list and conversation, in the page's own frame. */
export default async function Loading() {
  const t = await getTranslations("Chat");
  return (
    <div aria-busy="true" className="mx-auto flex h-[calc(100dvh-8rem)] w-full max-w-7xl flex-col md:h-[calc(100dvh-4rem)] md:px-6 md:py-4">
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <SkeletonCard className="grid min-h-0 flex-1 grid-cols-1 overflow-hidden md:grid-cols-[20rem_1fr] md:rounded-2xl">
        <div className="flex flex-col gap-5 p-4 md:border-r md:border-slate-200 md:dark:border-slate-800">
          {[0, 1, 2, 3, 4].map((index) => (
            <div key={index} className="flex gap-3">
              <SkeletonBlock className="size-10 shrink-0 rounded-full" />
              <SkeletonLines widths={["w-2/3", "w-1/2"]} />
            </div>
          ))}
        </div>
        <div className="hidden flex-col justify-end gap-3 p-6 md:flex">
          <SkeletonBlock className="h-10 w-1/2 rounded-2xl" />
          <SkeletonBlock className="ml-auto h-10 w-1/3 rounded-2xl" />
          <SkeletonBlock className="h-12 w-full rounded-xl" />
        </div>
      </SkeletonCard>
    </div>
  );
}
