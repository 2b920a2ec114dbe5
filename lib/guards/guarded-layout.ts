import "server-only";

import type { ReactNode } from "react";

import { requirePageAccess } from "@/lib/guards/require-page-access";

/**
 * The layout of a dashboard page that has a loading state (loading.tsx): it runs the page's guard
 * outside the Suspense boundary loading.tsx puts around the page, so that a refused visit is an
 * HTTP redirect rather than a loading state that redirects once streamed. The page calls
 * requirePageAccess too, for its viewer; the user is read once per request.
 */
export function guardedLayout(path: string) {
  return async function GuardedLayout({ children }: { children: ReactNode }) {
    await requirePageAccess(path);
    return children;
  };
}
