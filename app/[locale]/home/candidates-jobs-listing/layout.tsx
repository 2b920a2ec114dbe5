import { requirePageAccess } from "@/lib/guards/require-page-access";
import { CANDIDATE_JOBS_PATH } from "@/lib/navigation/paths";

/**
 * The page's guard, run again here outside loading.tsx's Suspense boundary: a refused visit is
 * then an HTTP redirect, not a loading state that redirects once streamed. (Cached per request.)
 */
export default async function Layout({ children }: LayoutProps<"/[locale]/home/candidates-jobs-listing">) {
  await requirePageAccess(CANDIDATE_JOBS_PATH);
  return children;
}
