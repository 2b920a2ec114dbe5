import "server-only";

import { notifyExpiringJobs } from "@/lib/notifications/notify-expiring-jobs";
import { logger } from "@/lib/observability/logger";

/** The first sweep waits for the server to settle; later ones follow at this pace. */
const FIRST_SWEEP_DELAY_MS = 60_000;
export const EXPIRING_JOBS_SWEEP_INTERVAL_MS = 15 * 60_000;

const globalForSweep = globalThis as unknown as { expiringJobsSweep?: NodeJS.Timeout };

async function sweep(): Promise<void> {
  try {
    const written = await notifyExpiringJobs();
    if (written.length > 0) logger.info("expiring jobs: employers told", { notices: written.length });
  } catch (error) {
    logger.error("expiring jobs: the sweep failed", { error: String(error) });
  }
}

/**
 * Runs notifyExpiringJobs a minute after the server starts, then every 15 minutes, in this
 * process (instrumentation.ts). The timers never keep the process alive, a failed sweep is logged
 * and the next one tries again, and a second call (a development reload) starts nothing more.
 */
export function scheduleExpiringJobsSweep(): void {
  if (globalForSweep.expiringJobsSweep) return;
  globalForSweep.expiringJobsSweep = setTimeout(() => {
    void sweep();
    globalForSweep.expiringJobsSweep = setInterval(() => void sweep(), EXPIRING_JOBS_SWEEP_INTERVAL_MS).unref();
  }, FIRST_SWEEP_DELAY_MS).unref();
}
