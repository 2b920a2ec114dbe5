import type { ReactNode } from "react";

import { requirePageAccess } from "@/lib/guards/require-page-access";

/** The guard outside loading.tsx's Suspense boundary (see lib/guards/guarded-layout.ts), for a path with ids in it. */
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ jobId: string; id: string }> }) {
  const { jobId, id } = await params;
  await requirePageAccess(`/home/applicant-details/${jobId}/applicant/${id}`);
  return children;
}
