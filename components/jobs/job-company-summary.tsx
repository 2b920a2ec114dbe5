import { getTranslations } from "next-intl/server";

import { Link } from "@/i18n/navigation";
import type { PublicJob } from "@/lib/jobs/get-public-job";

/** The box beside a job that introduces its company; the link goes where the page's reader browses companies. */
export async function JobCompanySummary({ company, href, linkLabel }: { company: PublicJob["company"]; href: string; linkLabel: string }) {
  const t = await getTranslations("JobPage");
  return (
    <section aria-labelledby="company-heading" className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 id="company-heading" className="text-base font-semibold text-slate-900 dark:text-white">
        {t("aboutCompany", { company: company.name })}
      </h2>
      {company.description ? <p className="line-clamp-6 text-sm text-slate-600 dark:text-slate-300">{company.description}</p> : null}
      <Link href={href} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {linkLabel}
      </Link>
    </section>
  );
}
