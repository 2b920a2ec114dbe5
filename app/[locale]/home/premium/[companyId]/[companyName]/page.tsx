import { DashboardPlaceholder } from "@/components/dashboard/dashboard-placeholder";
import { requirePageAccess } from "@/lib/guards/require-page-access";

export default async function Page({ params }: PageProps<"/[locale]/home/premium/[companyId]/[companyName]">) {
  const { companyId, companyName } = await params;
  await requirePageAccess(`/home/premium/${companyId}/${companyName}`);
  return <DashboardPlaceholder page="premium" />;
}
