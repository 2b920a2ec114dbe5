import { getLocale } from "next-intl/server";

import { redirect } from "@/i18n/navigation";
import { requireJobCreator } from "@/lib/guards/require-page-access";

/** The job's page opens on its applicants (spec: default redirect to applicants-list). */
export default async function Page({ params }: PageProps<"/[locale]/home/employers-job-details/[id]">) {
  const { id } = await params;
  await requireJobCreator(`/home/employers-job-details/${id}`, id);
  redirect({ href: `/home/employers-job-details/${id}/applicants-list`, locale: await getLocale() });
}
