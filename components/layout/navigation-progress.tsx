"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";

import { locales } from "@/i18n/config";
import { DASHBOARD_HOME_PATH } from "@/lib/navigation/paths";

/** Long enough for any page; a navigation that never lands (refused, cancelled) does not leave the bar behind. */
const GIVE_UP_MS = 10_000;

const dashboardHomes = new Set(locales.map((locale) => `/${locale}${DASHBOARD_HOME_PATH}`));

/**
 * A thin bar across the top from a click on a link to another page until that page is shown. Pages
 * with a loading frame answer at once; the others (a job, a candidate, a company) took a moment
 * with nothing on screen to say the click was taken. It listens in the capture phase, before
 * Link's own handler prevents the browser's navigation, and shows after 150 ms (app/globals.css),
 * so a fast page never flashes it.
 */
export function NavigationProgress() {
  const here = `${usePathname()}?${useSearchParams().toString()}`;
  const [isPending, setIsPending] = useState(false);
  // The page changed (a link, the back button): the bar has done its work, or was never needed.
  const [shown, setShown] = useState(here);
  if (shown !== here) {
    setShown(here);
    setIsPending(false);
  }

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
      // A file the API answers (a CV) downloads, and the dashboard home (the logo) only redirects to
      // the side's first page, often the one shown: no new page comes to end the bar.
      if (url.pathname.startsWith("/api/") || dashboardHomes.has(url.pathname.replace(/\/$/, ""))) return;
      setIsPending(true);
    }
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, []);

  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(() => setIsPending(false), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [isPending]);

  return isPending ? <div aria-hidden="true" data-navigation-progress className="fixed inset-x-0 top-0 z-[70] h-0.5 origin-left bg-brand-500" /> : null;
}
