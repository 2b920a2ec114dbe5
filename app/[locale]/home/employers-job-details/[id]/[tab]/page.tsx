import { notFound } from "next/navigation";

import { DashboardPlaceholder } from "@/components/dashboard/dashboard-placeholder";
import { requireJobCreator } from "@/lib/guards/require-page-access";

const tabs = ["applicants-list", "hiring-process", "dismissed-applicants", "recommended"];

export default async function Page({ params }: PageProps<"/[locale]/home/employers-job-details/[id]/[tab]">) {
  const { id, tab } = await params;
  if (!tabs.includes(tab)) notFound();
  await requireJobCreator(`/home/employers-job-details/${id}/${tab}`, id);
  return <DashboardPlaceholder page="employerJobDetails" />;
}
