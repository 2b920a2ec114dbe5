import type { ReactNode } from "react";

import { Link } from "@/i18n/navigation";

/**
 * A company's Available jobs: the heading with the count of open jobs, then the list, or an empty
 * state that leads back to the job search. The public profile and the candidate's dashboard show
 * it with their own cards, texts and search page.
 */
export function CompanyJobsSection<Job extends { id: string }>({
  id,
  title,
  countText,
  jobs,
  renderJob,
  empty,
}: {
  id?: string;
  title: string;
  countText: string;
  jobs: readonly Job[];
  renderJob: (job: Job) => ReactNode;
  empty: { text: string; href: string; link: ReactNode };
}) {
  return (
    <section id={id} aria-labelledby="jobs-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="jobs-heading" className="text-xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{countText}</p>
      </div>
      {jobs.length === 0 ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-slate-300 p-6 dark:border-slate-700">
          <p className="text-slate-600 dark:text-slate-400">{empty.text}</p>
          <Link href={empty.href} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
            {empty.link}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {jobs.map((job) => (
            <li key={job.id}>{renderJob(job)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
