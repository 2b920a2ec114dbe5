import { getTranslations } from "next-intl/server";

import { BackLink } from "@/components/ui/back-link";

/** The way back from a company's page to the list. */
export async function BackToCompanies() {
  const t = await getTranslations("Companies");
  return <BackLink href="/home/companies">{t("backToCompanies")}</BackLink>;
}
