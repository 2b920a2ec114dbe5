import { LegalPage } from "@/components/legal/legal-page";
import { requirePageAccess } from "@/lib/guards/require-page-access";

/** The same text inside the dashboard (spec: the /home prefix when logged in). */
export default async function Page() {
  await requirePageAccess("/home/privacy-policy");
  return <LegalPage document="privacy" />;
}
