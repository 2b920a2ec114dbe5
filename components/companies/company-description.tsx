import { getTranslations } from "next-intl/server";

import type { PublicCompany } from "@/lib/companies/get-public-company";

/** What a company wrote about itself, with its line breaks, or a note that it has not written anything yet. */
export async function CompanyDescription({ company }: { company: Pick<PublicCompany, "name" | "description"> }) {
  const t = await getTranslations("CompanyPage");
  return <p className="max-w-3xl leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">{company.description?.trim() || t("noDescription", { company: company.name })}</p>;
}
