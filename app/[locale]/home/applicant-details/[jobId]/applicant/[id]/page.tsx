import { DashboardPlaceholder } from "@/components/dashboard/dashboard-placeholder";
import { requirePageAccess } from "@/lib/guards/require-page-access";

export default async function Page({ params }: PageProps<"/[locale]/home/applicant-details/[jobId]/applicant/[id]">) {
  const { jobId, id } = await params;
  await requirePageAccess(`/home/applicant-details/${jobId}/applicant/${id}`);
  return <DashboardPlaceholder page="applicantDetails" />;
}
