import { DashboardPlaceholder } from "@/components/dashboard/dashboard-placeholder";
import { requireJobCreator } from "@/lib/guards/require-page-access";

export default async function Page({ params }: PageProps<"/[locale]/home/job-summary/[jobId]">) {
  const { jobId } = await params;
  await requireJobCreator(`/home/job-summary/${jobId}`, jobId);
  return <DashboardPlaceholder page="jobSummary" />;
}
