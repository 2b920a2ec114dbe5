import { createHash } from "node:crypto";

/**
 * Names of the databases a test run creates: `rjt_<host>_<pid>_<start>` followed by what each is
 * for (`_template`, `_e2e`, `_f<random>` per integration test file). From a name alone the next
 * run can tell that its maker is gone and drop it, on a shared PostgreSQL server too.
 */
const pattern = /^rjt_([0-9a-f]{6})_(\d+)_(\d+)_/;

/** A run is over after this long whatever its machine: no run takes a day. */
const MAX_RUN_MS = 24 * 60 * 60 * 1000;

function hostTag(host: string): string {
  return createHash("sha256").update(host).digest("hex").slice(0, 6);
}

export function testRunPrefix({ host, pid, startedAt }: { host: string; pid: number; startedAt: Date }): string {
  return `rjt_${hostTag(host)}_${pid}_${Math.floor(startedAt.getTime() / 1000)}`;
}

/** True for a test database whose run has ended: its process on this machine is gone, or it is older than a day. */
export function isTestRunOver(database: string, { host, now, isRunning }: { host: string; now: Date; isRunning: (pid: number) => boolean }): boolean {
  const match = pattern.exec(database);
  if (!match) return false;
  const [, tag, pid, startedAtSeconds] = match;
  if (now.getTime() - Number(startedAtSeconds) * 1000 > MAX_RUN_MS) return true;
  return tag === hostTag(host) && !isRunning(Number(pid));
}
