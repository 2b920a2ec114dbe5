/**
 * Next calls register() once when a server process starts. The background sweeps run in the
 * Node.js server only: never in the edge runtime (the import below stays out of its bundle),
 * never while `next build` prerenders, and not when EXPIRING_JOBS_SWEEP=off (the end-to-end
 * tests, whose employers' notification counts a notice arriving mid-test would change).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build" || process.env.EXPIRING_JOBS_SWEEP === "off") return;
  const { scheduleExpiringJobsSweep } = await import("@/lib/notifications/schedule-expiring-jobs-sweep");
  scheduleExpiringJobsSweep();
}

/** Next calls this for errors it catches while serving a request (lib/observability/report-request-error.ts). */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routePath?: string; routeType?: string; routerKind?: string; renderSource?: string },
) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("@/lib/observability/report-request-error");
  reportRequestError(error, request, context);
}
