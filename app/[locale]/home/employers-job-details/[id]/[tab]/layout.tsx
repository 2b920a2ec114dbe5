import type { ReactNode } from "react";

import { requireJobCreator } from "@/lib/guards/require-page-access";

/** The guard outside loading.tsx's Suspense boundary (see lib/guards/guarded-layout.ts): only the job's creator gets in. */
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ id: string; tab: string }> }) {
  const { id, tab } = await params;
  await requireJobCreator(`/home/employers-job-details/${id}/${tab}`, id);
  return children;
}
