import { getTranslations } from "next-intl/server";

import { EmployerJobHeading, jobStatusKey } from "@/components/jobs/employer-jobs/employer-job-heading";
import { QuotaMeter } from "@/components/plans/quota-meter";
import { Link } from "@/i18n/navigation";
import type { PipelineJob } from "@/lib/hiring/pipeline/get-pipeline-job";

/** The job's header on its applicants' page: title, status, visibility, company and the company's open-job quota. */
export async function PipelineHeader({ job }: { job: PipelineJob }) {
  const t = await getTranslations("HiringPipeline");
  return (
    <EmployerJobHeading
      job={job}
      texts={{ backToJobs: t("backToJobs"), eyebrow: t("eyebrow"), status: t(`status.${jobStatusKey[job.status]}`), visibility: job.isPublic ? t("public") : t("private") }}
      details={
        <Link href={`/home/job-summary/${job.id}`} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t("jobSummary")} <span aria-hidden="true">→</span>
        </Link>
      }
      aside={
        job.quota ? (
          <div className="w-full shrink-0 lg:w-72">
            <QuotaMeter companyName={job.quota.companyName} planName={job.quota.planName} current={job.quota.current} limit={job.quota.limit} />
          </div>
        ) : null
      }
    />
  );
}
