import { getTranslations } from "next-intl/server";

import { CompanyLogo } from "@/components/marketplace/company-logo";
import { Link } from "@/i18n/navigation";
import type { PublicJob } from "@/lib/jobs/get-public-job";

/** The top of a job's page: the company's logo, the job's title and the company, linked where the page's reader browses companies. */
export async function JobHeader({ job, companyHref }: { job: Pick<PublicJob, "title" | "company">; companyHref: string }) {
  const t = await getTranslations("JobPage");
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} size={64} />
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl dark:text-white">{job.title}</h1>
        <p className="text-base text-slate-600 dark:text-slate-300">
          <Link href={companyHref} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {job.company.name}
          </Link>
          {job.company.isVerified ? <span className="verified-badge">{t("verified")}</span> : null}
        </p>
      </div>
    </header>
  );
}
