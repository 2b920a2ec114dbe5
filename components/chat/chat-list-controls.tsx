"use client";

import { useTranslations } from "next-intl";

import { chatFilters, type ChatFilter } from "@/lib/chat-client/rooms";

/** The search box and the All/Unread/Read switch over a chat list (spec 2), shared by the page and the overlay. */
export function ChatListControls({ query, onQuery, filter, onFilter, compact = false }: { query: string; onQuery: (query: string) => void; filter: ChatFilter; onFilter: (filter: ChatFilter) => void; compact?: boolean }) {
  const t = useTranslations("Chat");
  return (
    <div className={compact ? "flex flex-col gap-2 px-3 pb-2" : "flex flex-col gap-3 p-3"}>
      <label className="relative block">
        <span className="sr-only">{t("search")}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400">
          <path fillRule="evenodd" d="M9 3.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM2 9a7 7 0 1 1 12.45 4.39l3.58 3.58a.75.75 0 1 1-1.06 1.06l-3.58-3.58A7 7 0 0 1 2 9Z" clipRule="evenodd" />
        </svg>
        <input
          type="search"
          value={query}
          onChange={(event) => onQuery(event.target.value)}
          placeholder={t("searchPlaceholder")}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm text-ink placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
      </label>
      <div role="radiogroup" aria-label={t("filterLabel")} className="flex gap-1 rounded-lg border border-slate-200 bg-slate-50 p-1 dark:border-slate-800 dark:bg-slate-900">
        {chatFilters.map((value) => {
          const isCurrent = value === filter;
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={isCurrent}
              onClick={() => onFilter(value)}
              className={`h-8 flex-1 rounded-md px-3 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 ${
                isCurrent ? "bg-white text-brand-700 shadow-sm dark:bg-slate-800 dark:text-brand-300" : "text-slate-600 hover:text-ink dark:text-slate-300 dark:hover:text-white"
              }`}
            >
              {t(`filters.${value}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
