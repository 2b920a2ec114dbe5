import { getTranslations } from "next-intl/server";

import { ExternalLinkIcon } from "@/components/ui/icons";
import { Link } from "@/i18n/navigation";
import type { PublicCompany } from "@/lib/companies/get-public-company";

/** A company's industry, country and website under its name; the industry links to its jobs where the page has such a list. */
export async function CompanyFacts({ company, industryHref }: { company: Pick<PublicCompany, "industry" | "country" | "website">; industryHref?: string }) {
  const t = await getTranslations("CompanyPage");
  const websiteHost = company.website ? new URL(company.website).host.replace(/^www\./, "") : null;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
      {company.industry ? (
        <div className="flex gap-1.5">
          <dt className="font-medium text-slate-800 dark:text-slate-200">{t("industry")}</dt>
          <dd>
            {industryHref ? (
              <Link href={industryHref} className="text-brand-700 hover:underline dark:text-brand-300">
                {company.industry.name}
              </Link>
            ) : (
              company.industry.name
            )}
          </dd>
        </div>
      ) : null}
      {company.country ? (
        <div className="flex gap-1.5">
          <dt className="font-medium text-slate-800 dark:text-slate-200">{t("country")}</dt>
          <dd>
            <span aria-hidden="true">{company.country.flag} </span>
            {company.country.name}
          </dd>
        </div>
      ) : null}
      {company.website && websiteHost ? (
        <div className="flex min-w-0 gap-1.5">
          <dt className="font-medium text-slate-800 dark:text-slate-200">{t("website")}</dt>
          <dd className="min-w-0">
            <a href={company.website} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex max-w-full items-center gap-1 text-brand-700 hover:underline dark:text-brand-300">
              <span className="truncate">{websiteHost}</span>
              <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">{t("newTab")}</span>
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
