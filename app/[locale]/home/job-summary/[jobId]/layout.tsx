import { requireJobCreator } from "@/lib/guards/require-page-access";

/** The job's guard outside loading.tsx's Suspense boundary, as guardedLayout does for pages without an id. */
export default async function Layout({ children, params }: LayoutProps<"/[locale]/home/job-summary/[jobId]">) {
  const { jobId } = await params;
  await requireJobCreator(`/home/job-summary/${jobId}`, jobId);
  return children;
}
