import { getTranslations } from "next-intl/server";

import { buttonClasses } from "@/components/ui/button";

/** The id of a job page's apply box: the bar below, sign-up and log-in come back to it. */
export const APPLY_ANCHOR = "apply";

/**
 * On a phone the apply box comes after the whole description: this bar reaches it from anywhere.
 * Signed-in users have the tab bar at the bottom of a phone's screen, so the bar sits above it.
 * While it shows, the page makes room for it (app/globals.css, --apply-bar-height); while the box
 * itself is on screen, the bar steps aside (app/globals.css finds the box by APPLY_ANCHOR).
 */
export async function ApplyNowBar({ isAboveTabBar }: { isAboveTabBar: boolean }) {
  const t = await getTranslations("JobPage");
  return (
    <div data-apply-now-bar className={`fixed inset-x-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden dark:border-slate-800 dark:bg-slate-950/95 ${isAboveTabBar ? "bottom-16 md:bottom-0" : "bottom-0"}`}>
      <a href={`#${APPLY_ANCHOR}`} className={buttonClasses({ className: "w-full" })}>
        {t("applyNow")}
      </a>
    </div>
  );
}
