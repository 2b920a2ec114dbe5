import { getLocale } from "next-intl/server";

import { redirect } from "@/i18n/navigation";
import { dashboardFallback } from "@/lib/guards/dashboard-access";
import { requirePageAccess } from "@/lib/guards/require-page-access";

/**
 * A dashboard address with no page: an unknown one, or a page's address cut short of its id
 * (/home/premium, /home/candidate-details). The guard first (login, side), then the page above
 * it or the side's home.
 */
export default async function Page({ params }: PageProps<"/[locale]/home/[...rest]">) {
  const { rest } = await params;
  const path = `/home/${rest.join("/")}`;
  const viewer = await requirePageAccess(path);
  return redirect({ href: dashboardFallback(path, viewer.side), locale: await getLocale() });
}
