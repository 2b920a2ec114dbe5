import { getTranslations } from "next-intl/server";

import { TabBar } from "@/components/ui/tab-bar";
import { Link } from "@/i18n/navigation";

export const adminTabs = ["users", "jobs", "companies", "hired", "reports", "audit", "overview"] as const;
export type AdminTab = (typeof adminTabs)[number];

/** The admin area's sections as links (each its own address). */
export async function AdminTabs({ current }: { current: AdminTab }) {
  const t = await getTranslations("Admin");
  return (
    <TabBar label={t("tabsLabel")} current={current}>
      {adminTabs.map((tab) => (
        <li key={tab}>
          <Link
            href={`/admin?tab=${tab}`}
            prefetch={false}
            aria-current={tab === current ? "page" : undefined}
            className={`-mb-px inline-flex h-11 items-center border-b-2 px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-500 ${
              tab === current
                ? "border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300"
                : "border-transparent text-slate-600 hover:text-ink dark:text-slate-300 dark:hover:text-white"
            }`}
          >
            {t(`tabs.${tab}`)}
          </Link>
        </li>
      ))}
    </TabBar>
  );
}
