import { DashboardPlaceholder } from "@/components/dashboard/dashboard-placeholder";
import { requirePageAccess } from "@/lib/guards/require-page-access";

export default async function Page({ params }: PageProps<"/[locale]/home/candidates-job-company-detail/[id]">) {
  const { id } = await params;
  await requirePageAccess(`/home/candidates-job-company-detail/${id}`);
  return <DashboardPlaceholder page="jobDetail" />;
}
