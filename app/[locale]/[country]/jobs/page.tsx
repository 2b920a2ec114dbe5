import type { Metadata } from "next";

import { JobListView } from "@/components/jobs/job-list-view";
import { renderJobList, jobListMetadata } from "@/lib/jobs/job-list-route";

export const dynamic = "force-dynamic";

/** /{locale}/{country}/jobs: the jobs open to applicants in that country, with search and filters. */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/[country]/jobs">) {
  const page = await renderJobList(await params, await searchParams);
  return <JobListView page={page} />;
}

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/[country]/jobs">): Promise<Metadata> {
  return jobListMetadata(await params, await searchParams);
}
