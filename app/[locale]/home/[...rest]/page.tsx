import { requirePageAccess } from "@/lib/guards/require-page-access";

/** Any other dashboard path goes to the dashboard home of the viewer's side. */
export default async function Page({ params }: PageProps<"/[locale]/home/[...rest]">) {
  const { rest } = await params;
  await requirePageAccess(`/home/${rest.join("/")}`);
  return null;
}
