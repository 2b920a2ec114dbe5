import { getTranslations } from "next-intl/server";

import { CheckIcon } from "@/components/ui/icons";

/** The pill beside a verified company's name on its profile. */
export async function CompanyVerifiedBadge() {
  const t = await getTranslations("CompanyPage");
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800">
      <CheckIcon aria-hidden="true" className="size-3.5" />
      {t("verified")}
    </span>
  );
}
