/**
 * CPU time from /proc (Linux): what the server process and the database spent between two
 * readings, so the bench can print milliseconds of CPU per request beside the latencies.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const TICKS_PER_SECOND = 100;

/** utime, stime, cutime, cstime of /proc/<pid>/stat, in milliseconds; null when unreadable. */
function processTimes(pid: number): { own: number; children: number; command: string; parent: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const command = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    // Fields after the command: state is field 3, so utime (14) is at index 11 of the rest.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ").map(Number);
    const toMs = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;
    return { own: toMs(fields[11]! + fields[12]!), children: toMs(fields[13]! + fields[14]!), command, parent: fields[1]! };
  } catch {
    return null;
  }
}

/** Every process on this machine and its times, read once. */
function allProcesses(): Map<number, NonNullable<ReturnType<typeof processTimes>>> {
  const processes = new Map<number, NonNullable<ReturnType<typeof processTimes>>>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const times = processTimes(Number(entry));
    if (times) processes.set(Number(entry), times);
  }
  return processes;
}

/**
 * CPU milliseconds the process and its descendants (the server's worker processes under
 * WEB_CONCURRENCY) have used so far, all their threads (the garbage collector and libuv's pool
 * included). A descendant that has exited counts in its parent's children time.
 */
export function processCpuMs(pid: number): number | null {
  const processes = allProcesses();
  if (!processes.has(pid)) return null;
  let total = 0;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const times = processes.get(current);
    total += times ? times.own + times.children : 0;
    for (const [child, childTimes] of processes) if (childTimes.parent === current) pending.push(child);
  }
  return total;
}

/**
 * CPU milliseconds the bench's own PostgreSQL has used so far: its postmaster (the first line of
 * `<dataDir>/postmaster.pid`) and every backend under it, those that have exited included. On a
 * machine where other databases run too (other checkouts, other tests), counting every process
 * named postgres charged their work to our requests and made rows negative when one of theirs
 * exited. Without a data folder (DATABASE_URL names another server), every PostgreSQL here.
 */
export function postgresCpuMs(dataDir?: string): number | null {
  if (dataDir) {
    const postmaster = readPostmasterPid(dataDir);
    if (postmaster !== null) return processCpuMs(postmaster);
  }
  return everyPostgresCpuMs();
}

function readPostmasterPid(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Every PostgreSQL process on this machine, including backends that have exited (counted in their parent's children time). */
function everyPostgresCpuMs(): number | null {
  let total: number | null = null;
  for (const times of allProcesses().values()) {
    if (times.command !== "postgres") continue;
    total = (total ?? 0) + times.own + times.children;
  }
  return total;
}
