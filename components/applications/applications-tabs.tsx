import { Link } from "@/i18n/navigation";
import { CANDIDATE_APPLICATIONS_PATH } from "@/lib/navigation/paths";

export type ApplicationsTab = "all" | "active" | "closed";

const tabs: readonly ApplicationsTab[] = ["all", "active", "closed"];

/** All / Active / Closed as plain links: they work without script and keep their place in the URL. */
export function ApplicationsTabs({ current, label, tabLabels }: { current: ApplicationsTab; label: string; tabLabels: Record<ApplicationsTab, string> }) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto px-1">
      <ul className="flex gap-1 rounded-xl border border-slate-200 bg-slate-50 p-1 sm:inline-flex dark:border-slate-800 dark:bg-slate-900">
        {tabs.map((tab) => {
          const isCurrent = tab === current;
          return (
            <li key={tab} className="flex-1 sm:flex-none">
              <Link
                href={tab === "all" ? CANDIDATE_APPLICATIONS_PATH : `${CANDIDATE_APPLICATIONS_PATH}?status=${tab}`}
                aria-current={isCurrent ? "page" : undefined}
                prefetch={false}
                className={`flex h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                  isCurrent ? "bg-white text-brand-700 shadow-sm dark:bg-slate-800 dark:text-brand-300" : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
                }`}
              >
                {tabLabels[tab]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
