import { Link } from "@/i18n/navigation";

export type NotificationsFilterValue = "all" | "unread" | "read";

const filters: readonly NotificationsFilterValue[] = ["all", "unread", "read"];

/** All / Unread / Read as plain links: they work without script and keep their place in the URL. */
export function NotificationsFilter({ path, current, label, labels }: { path: string; current: NotificationsFilterValue; label: string; labels: Record<NotificationsFilterValue, string> }) {
  return (
    <nav aria-label={label} className="-mx-1 overflow-x-auto px-1">
      <ul className="flex gap-1 rounded-xl border border-slate-200 bg-slate-50 p-1 sm:inline-flex dark:border-slate-800 dark:bg-slate-900">
        {filters.map((filter) => {
          const isCurrent = filter === current;
          return (
            <li key={filter} className="flex-1 sm:flex-none">
              <Link
                href={filter === "all" ? path : `${path}?filter=${filter}`}
                aria-current={isCurrent ? "page" : undefined}
                prefetch={false}
                className={`flex h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
                  isCurrent ? "bg-white text-brand-700 shadow-sm dark:bg-slate-800 dark:text-brand-300" : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
                }`}
              >
                {labels[filter]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
