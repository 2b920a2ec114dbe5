import { getTranslations } from "next-intl/server";

import { ChevronDownIcon } from "@/components/ui/icons";
import { Link } from "@/i18n/navigation";

/** The way back from a company's page to the list. */
export async function BackToCompanies() {
  const t = await getTranslations("Companies");
  return (
    <Link
      href="/home/companies"
      className="inline-flex w-fit items-center gap-1 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
    >
      <ChevronDownIcon className="size-4 rotate-90" />
      {t("backToCompanies")}
    </Link>
  );
}
