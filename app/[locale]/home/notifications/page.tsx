import { DashboardPlaceholder } from "@/components/dashboard/dashboard-placeholder";
import { requirePageAccess } from "@/lib/guards/require-page-access";

export default async function Page() {
  await requirePageAccess("/home/notifications");
  return <DashboardPlaceholder page="notifications" />;
}
