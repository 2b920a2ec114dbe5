import type { Metadata } from "next";

import { JobListView } from "@/components/jobs/job-list-view";
import { renderJobList, jobListMetadata } from "@/lib/jobs/job-list-route";

export const dynamic = "force-dynamic";

/** /{locale}/{country}/jobs/{industry slug}: one job category (the footer's job categories link here). */
export default async function Page({ params, searchParams }: PageProps<"/[locale]/[country]/jobs/[industry]">) {
  const page = await renderJobList(await params, await searchParams);
  return <JobListView page={page} />;
}

export async function generateMetadata({ params, searchParams }: PageProps<"/[locale]/[country]/jobs/[industry]">): Promise<Metadata> {
  return jobListMetadata(await params, await searchParams);
}
