"use client";

import { useEffect } from "react";

/**
 * Counts a view of the job's public page for its summary: the page may come from the response
 * cache, so the browser tells the server, once per job and browser session. Kept tiny: public
 * pages have a JavaScript budget.
 */
export function JobViewBeacon({ jobId }: { jobId: string }) {
  useEffect(() => {
    const key = `job-view:${jobId}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, "1");
    } catch {
      // Without session storage (some private modes) the view is still counted, only less strictly.
    }
    navigator.sendBeacon?.(`/api/posts/${jobId}/view`);
  }, [jobId]);
  return null;
}
