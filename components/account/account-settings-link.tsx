import type { ComponentProps } from "react";
import { getTranslations } from "next-intl/server";

import { ChevronDownIcon } from "@/components/ui/icons";
import { Link } from "@/i18n/navigation";

/** The card at the foot of the profile page that leads to the account settings (e-mail, password, deletion). */
export async function AccountSettingsLink({ href }: { href: ComponentProps<typeof Link>["href"] }) {
  const t = await getTranslations("Profile");
  return (
    <Link
      href={href}
      className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-500 sm:p-6 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-700 dark:hover:bg-slate-800"
    >
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-semibold">{t("accountSettings")}</span>
        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{t("accountSettingsLead")}</span>
      </span>
      <ChevronDownIcon className="size-5 shrink-0 -rotate-90 text-slate-500 transition-transform group-hover:translate-x-0.5" />
    </Link>
  );
}
