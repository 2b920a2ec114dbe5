import type { ReactNode } from "react";

/** The chat page's frame, under the menu and to the bottom of the screen: the page and its loading state draw the same. */
export function ChatPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex h-[calc(100dvh-8rem)] w-full max-w-7xl flex-col md:h-[calc(100dvh-4rem)] md:px-6 md:py-4">
      <h1 className="sr-only">{title}</h1>
      <div className="min-h-0 flex-1 overflow-hidden bg-white md:rounded-2xl md:border md:border-slate-200 md:shadow-sm dark:bg-slate-950 md:dark:border-slate-800">{children}</div>
    </div>
  );
}
