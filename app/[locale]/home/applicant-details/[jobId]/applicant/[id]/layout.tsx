import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { z } from "zod";

import { isAppError } from "@/lib/errors";
import { requirePageAccess } from "@/lib/guards/require-page-access";
import { teamApplicationId } from "@/lib/hiring/applicant-details/application-notes";

const ids = z.object({ jobId: z.uuid(), id: z.uuid() });

/**
 * The guard, and the applicant's existence, outside loading.tsx's Suspense boundary (see
 * lib/guards/guarded-layout.ts): a refused visit is an HTTP redirect and an unknown applicant an
 * HTTP 404, not a loading state that streams into one.
 */
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ jobId: string; id: string }> }) {
  const { jobId, id } = await params;
  const viewer = await requirePageAccess(`/home/applicant-details/${jobId}/applicant/${id}`);
  if (!ids.safeParse({ jobId, id }).success) notFound();
  await teamApplicationId(viewer, jobId, id).catch((error: unknown) => {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  });
  return children;
}
