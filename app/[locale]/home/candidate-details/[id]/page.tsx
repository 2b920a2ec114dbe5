import { DashboardPlaceholder } from "@/components/dashboard/dashboard-placeholder";
import { requirePageAccess } from "@/lib/guards/require-page-access";

export default async function Page({ params }: PageProps<"/[locale]/home/candidate-details/[id]">) {
  const { id } = await params;
  await requirePageAccess(`/home/candidate-details/${id}`);
  return <DashboardPlaceholder page="candidateDetails" />;
}
