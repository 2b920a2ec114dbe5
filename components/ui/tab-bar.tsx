"use client";

import { useEffect, useRef, type ReactNode } from "react";

/**
 * A row of tab links that scrolls sideways on a phone rather than wrapping. The current tab (the
 * link with aria-current) is brought into the middle of the row when the page opens on it: at 375
 * px the last tabs start off-screen, and a page on one of them would not show which tab it is.
 */
export function TabBar({ label, current, children }: { label: string; current: string; children: ReactNode }) {
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = bar.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !tab || row.scrollWidth <= row.clientWidth) return;
    const rowBox = row.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    // Only the row scrolls: scrollIntoView could move the page too.
    row.scrollLeft += tabBox.left - rowBox.left - (rowBox.width - tabBox.width) / 2;
  }, [current]);
  return (
    <nav ref={bar} aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 dark:border-slate-800">{children}</ul>
    </nav>
  );
}
