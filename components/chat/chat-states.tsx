"use client";

import { useTranslations } from "next-intl";

import { buttonClasses } from "@/components/ui/button";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { Link } from "@/i18n/navigation";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { CANDIDATE_JOBS_PATH, EMPLOYER_CANDIDATES_PATH } from "@/lib/navigation/paths";

/** While the chat connects and the rooms load (spec 2: a loading skeleton): the list, then a room. */
export function ChatSkeleton() {
  const t = useTranslations("Chat");
  return (
    <div role="status" aria-busy="true" className="grid h-full min-h-0 md:grid-cols-[20rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]">
      <span className="sr-only">{t("loading")}</span>
      <div className="flex flex-col gap-3 border-slate-200 p-3 md:border-r dark:border-slate-800">
        <SkeletonBlock className="h-10 rounded-lg" />
        <SkeletonBlock className="h-10 rounded-lg" />
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className="flex items-center gap-3 py-2">
            <SkeletonBlock className="size-10 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <SkeletonBlock className="h-3 w-2/3 rounded" />
              <SkeletonBlock className="h-3 w-1/2 rounded" />
            </div>
          </div>
        ))}
      </div>
      <div className="hidden flex-col gap-4 p-6 md:flex">
        <SkeletonBlock className="h-8 w-1/3 rounded" />
        <SkeletonBlock className="h-14 w-1/2 rounded-2xl" />
        <SkeletonBlock className="ml-auto h-14 w-2/5 rounded-2xl" />
        <SkeletonBlock className="h-14 w-1/3 rounded-2xl" />
      </div>
    </div>
  );
}

function ChatNotice({ title, body, children }: { title: string; body?: string; children?: React.ReactNode }) {
  return (
    <div className="flex h-full items-center justify-center p-6">
      <div className="flex max-w-md flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-900/40 dark:text-brand-200">
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" className="size-7">
            <path strokeLinecap="round" strokeLinejoin="round" d="M20.25 8.511c.884.284 1.5 1.128 1.5 2.097v4.286c0 1.136-.847 2.1-1.98 2.193-.34.027-.68.052-1.02.072v3.091l-3-3c-1.354 0-2.694-.055-4.02-.163a2.115 2.115 0 0 1-.825-.242m9.345-8.334a2.126 2.126 0 0 0-.476-.095 48.64 48.64 0 0 0-8.048 0c-1.131.094-1.976 1.057-1.976 2.192v4.286c0 .837.46 1.58 1.155 1.951m9.345-8.334V6.637c0-1.621-1.152-3.026-2.76-3.235A48.455 48.455 0 0 0 11.25 3c-2.115 0-4.198.137-6.24.402-1.608.209-2.76 1.614-2.76 3.235v6.226c0 1.621 1.152 3.026 2.76 3.235.577.075 1.157.14 1.74.194V21l4.155-4.155" />
          </svg>
        </span>
        <p className="text-lg font-semibold text-ink dark:text-slate-100">{title}</p>
        {body ? <p className="text-sm text-slate-600 dark:text-slate-300">{body}</p> : null}
        {children}
      </div>
    </div>
  );
}

/**
 * Spec 8: 'No chats here yet…' on the chat page, with how chats start on the viewer's side and a
 * way there: employers open them (an applicant's page, a candidate's card), candidates are asked.
 */
export function ChatEmptyState({ side }: { side: WorkingSide }) {
  const t = useTranslations("Chat");
  const isEmployer = side === "EMPLOYER";
  return (
    <ChatNotice title={t("empty")} body={isEmployer ? t("emptyHintEmployer") : t("emptyHint")}>
      <Link href={isEmployer ? EMPLOYER_CANDIDATES_PATH : CANDIDATE_JOBS_PATH} className={buttonClasses({ variant: "outline", size: "sm" })}>
        {isEmployer ? t("emptyActionEmployer") : t("emptyAction")}
      </Link>
    </ChatNotice>
  );
}

/** Spec 8: the connection failed after its retries. */
export function ChatFailed() {
  const t = useTranslations("Chat");
  return (
    <ChatNotice title={t("connectError")}>
      <button type="button" onClick={() => window.location.reload()} className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-900/40">
        {t("retry")}
      </button>
    </ChatNotice>
  );
}
