import type { ReactNode } from "react";

import { requirePageAccess } from "@/lib/guards/require-page-access";

import { companyFor } from "./company-for";

/** The guard and the company's membership check outside loading.tsx's Suspense boundary (see lib/guards/guarded-layout.ts). */
export default async function Layout({ children, params }: { children: ReactNode; params: Promise<{ companyId: string; companyName: string }> }) {
  const { companyId, companyName } = await params;
  const viewer = await requirePageAccess(`/home/premium/${companyId}/${companyName}`);
  await companyFor(viewer, companyId);
  return children;
}
