/**
 * `npm run bench:stream-chat`: the Stream Chat emulator under the real `stream-chat` SDK.
 *
 * The emulator runs in its own process (emulators/stream-chat/main.ts), so its memory is its own,
 * on a throwaway embedded PostgreSQL (.data/bench-stream-chat-<pid>, deleted afterwards; never the
 * developer's database). The user clients run in worker threads (scripts/bench/stream-chat-clients-worker.ts).
 * It measures:
 *   - 1,000 connected users, each a member of 5 channels of 8 members with a few messages each:
 *     queryChannels({members: {$in: [me]}}, {last_message_at: -1}, {limit: 10, watch, state}), once
 *     per user at a steady 50 a second (--query-rate: every user opening their chat list within
 *     20 s, whatever the answers do), the figure the budget is about; beside the SDK's time, the
 *     emulator's own (the `duration` in its answers) and the CPU the emulator and its PostgreSQL
 *     spent per query; then once more per user, 20 in flight (--in-flight), as fast as answers
 *     come back: the latency at saturation and the throughput, which tell the capacity;
 *   - the emulator's memory (resident and JS heap, each after a full GC: scripts/bench/memory-probe.ts)
 *     before and after those connections, and per connection;
 *   - 100 clients watching one channel, sending 200 messages at 20 a second: send-to-receipt of
 *     every message.new that another watcher receives, from just before sendMessage to the
 *     receiving client's handler, and the CPU per message.
 * CPU times hardly change with what else the machine runs; latencies do, so the load average is printed.
 * Budgets (issue 14): both p95 under 50 ms.
 *
 *   npm run bench:stream-chat [-- --users 1000 --watchers 100 --messages 200 --rate 20 --query-rate 50 --in-flight 20 --profile]
 *
 * --profile writes a CPU profile of the emulator to reports/profiles/.
 */
import type { ChildProcess } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";

import { StreamChat } from "stream-chat";

import type { WorkerReport, WorkerSetup } from "./bench/stream-chat-clients-worker.ts";
import { startEmulatorProcess } from "./bench/emulator-process.ts";
import { percentile } from "./bench/load.ts";
import { processCpuMs } from "./bench/process-cpu.ts";
import { startDatabase } from "./db/postgres.ts";
import { freePort } from "./support/free-port.ts";

const app = { apiKey: "bench-key", apiSecret: "bench-secret-0123456789" };
const { values } = parseArgs({
  options: {
    users: { type: "string", default: "1000" },
    watchers: { type: "string", default: "100" },
    messages: { type: "string", default: "200" },
    rate: { type: "string", default: "20" },
    "query-rate": { type: "string", default: "50" },
    "in-flight": { type: "string", default: "20" },
    profile: { type: "boolean", default: false },
  },
});
const userCount = Number(values.users);
const watcherCount = Number(values.watchers);
const messageCount = Number(values.messages);
const messagesPerSecond = Number(values.rate);
const BUDGET_P95_MS = 50;
const CHANNELS_PER_USER = 5;
const MEMBERS_PER_CHANNEL = 8;
const MESSAGES_PER_CHANNEL = 3;
const queriesPerSecond = Number(values["query-rate"]);
const queriesInFlight = Number(values["in-flight"]);
/** The clients' threads: their parsing and handlers run beside the emulator, as on separate machines. */
const WORKERS = 4;
const workerEntry = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(new URL("./bench/stream-chat-clients-worker.ts", import.meta.url).href)}); });`;

const log = (line: string) => console.log(`  ${line}`);

/** The PostgreSQL server running on `dataDir` (its backends are its children). */
function postmasterOf(dataDir: string): number {
  const pid = readdirSync("/proc").find((entry) => {
    try {
      return /^\d+$/.test(entry) && readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").includes(path.resolve(dataDir));
    } catch {
      return false;
    }
  });
  if (!pid) throw new Error(`no PostgreSQL runs on ${dataDir}`);
  return Number(pid);
}

/**
 * CPU milliseconds the emulator and its PostgreSQL spend from now until the returned function is
 * called: unlike latencies, they hardly change with what else the machine is running.
 */
function cpuMeter(emulatorPid: number, postgresPid: number) {
  const start = [processCpuMs(emulatorPid) ?? 0, processCpuMs(postgresPid) ?? 0];
  return () => ({ emulator: (processCpuMs(emulatorPid) ?? 0) - start[0]!, postgres: (processCpuMs(postgresPid) ?? 0) - start[1]! });
}

/**
 * Waits until the emulator and its PostgreSQL are idle (under 5% of a core over half a second,
 * at most 20 s): 1,000 clients disconnecting leave seconds of presence and watching bookkeeping,
 * which would otherwise land in the next phase's latencies and CPU.
 */
async function settle(emulatorPid: number, postgresPid: number) {
  const deadline = performance.now() + 20_000;
  while (performance.now() < deadline) {
    const cpu = cpuMeter(emulatorPid, postgresPid);
    await sleep(500);
    const { emulator, postgres } = cpu();
    if (emulator + postgres < 25) return;
  }
  log("the emulator was still busy after 20 s; measuring anyway");
}

type Memory = { rss: number; heapUsed: number; external: number };

/** The emulator's memory after a full garbage collection (scripts/bench/memory-probe.ts answers SIGUSR2). */
async function measureMemory(emulator: ChildProcess): Promise<Memory> {
  const answer = new Promise<Memory>((resolve) => {
    const onData = (chunk: Buffer) => {
      const line = chunk.toString().split("\n").find((entry) => entry.startsWith("memory "));
      if (!line) return;
      emulator.stdout!.off("data", onData);
      resolve(JSON.parse(line.slice("memory ".length)) as Memory);
    };
    emulator.stdout!.on("data", onData);
  });
  emulator.kill("SIGUSR2");
  return answer;
}

const sortedMs = (samples: number[]) => [...samples].sort((a, b) => a - b);

async function inBatches<T>(items: T[], concurrency: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) await work(items[next++] as T);
  }));
}

function startEmulator(port: number, databaseUrl: string, profileDir: string | null): Promise<ChildProcess> {
  const profiling = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const probe = ["--expose-gc", "--import", new URL("./bench/memory-probe.ts", import.meta.url).pathname];
  const env = { STREAM_API_KEY: app.apiKey, STREAM_API_SECRET: app.apiSecret, STREAM_EMULATOR_PORT: String(port), DATABASE_URL: databaseUrl };
  return startEmulatorProcess("emulators/stream-chat/main.ts", env, [...profiling, ...probe]);
}

/** Clients for `userIds`, split over the worker threads; resolves once all are connected (and watching). */
async function startClients(baseURL: string, userIds: string[], watchCid?: string) {
  const share = Math.ceil(userIds.length / WORKERS);
  const reports: WorkerReport[] = [];
  const workers = await Promise.all(
    Array.from({ length: WORKERS }, async (_, index) => {
      const setup: WorkerSetup = { ...app, baseURL, userIds: userIds.slice(index * share, (index + 1) * share), watchCid };
      const worker = new Worker(workerEntry, { eval: true, workerData: setup });
      await new Promise<void>((resolve, reject) => {
        worker.on("error", reject);
        worker.on("message", (report: WorkerReport) => {
          reports.push(report);
          if (report.type === "ready") resolve();
        });
      });
      return worker;
    }),
  );
  /** Asks every thread for something and gathers the answers of `type`. */
  const ask = async <T extends WorkerReport["type"]>(request: Record<string, unknown>, type: T) => {
    reports.length = 0;
    for (const worker of workers) worker.postMessage(request);
    while (reports.filter((report) => report.type === type).length < workers.length) await sleep(20);
    return reports.filter((report): report is Extract<WorkerReport, { type: T }> => report.type === type);
  };
  const connectMs = reports.flatMap((report) => (report.type === "ready" ? report.connectMs : []));
  const stop = async () => {
    for (const worker of workers) worker.postMessage({ type: "stop" });
    await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once("exit", resolve))));
  };
  return { ask, connectMs, stop };
}

/** Users in channels of MEMBERS_PER_CHANNEL: channel j holds users 8j..8j+7 (mod users), so each user is in 5. */
async function seedMemberships(server: StreamChat) {
  const userIds = Array.from({ length: userCount }, (_, index) => `bench-user-${index}`);
  for (let index = 0; index < userIds.length; index += 100) {
    await server.upsertUsers(userIds.slice(index, index + 100).map((id) => ({ id, name: `Bench ${id}` })));
  }
  const channelCount = Math.ceil((userCount * CHANNELS_PER_USER) / MEMBERS_PER_CHANNEL);
  const channelIds = Array.from({ length: channelCount }, (_, index) => index);
  await inBatches(channelIds, 8, async (index) => {
    const members = [...new Set(Array.from({ length: MEMBERS_PER_CHANNEL }, (_, offset) => userIds[(index * MEMBERS_PER_CHANNEL + offset) % userCount]!))];
    const channel = server.channel("messaging", `bench-group-${index}`, { created_by_id: members[0], members } as never);
    await channel.create();
    for (let message = 0; message < MESSAGES_PER_CHANNEL; message += 1) {
      await channel.sendMessage({ text: `Seed message ${message} in group ${index}`, user_id: members[message % members.length]! });
    }
  });
  return { userIds, channelCount };
}

async function seedWatchedChannel(server: StreamChat) {
  const watcherIds = Array.from({ length: watcherCount }, (_, index) => `bench-watcher-${index}`);
  for (let index = 0; index < watcherIds.length; index += 100) {
    await server.upsertUsers(watcherIds.slice(index, index + 100).map((id) => ({ id, name: `Watcher ${id}` })));
  }
  const channel = server.channel("messaging", "bench-room", { created_by_id: watcherIds[0], members: watcherIds } as never);
  await channel.create();
  return { watcherIds, cid: channel.cid };
}

type Row = { label: string; figure: string; budget: string; isWithin?: boolean };

function latencyRow(label: string, samples: number[]): Row {
  const sorted = sortedMs(samples);
  const p95 = percentile(sorted, 0.95);
  return {
    label,
    figure: `p50 ${percentile(sorted, 0.5).toFixed(1)} / p95 ${p95.toFixed(1)} / p99 ${percentile(sorted, 0.99).toFixed(1)} / max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms (n=${samples.length})`,
    budget: `p95 < ${BUDGET_P95_MS} ms`,
    isWithin: p95 < BUDGET_P95_MS,
  };
}

function printTable(rows: Row[]) {
  const width = (pick: (row: Row) => string) => Math.max(...rows.map((row) => pick(row).length));
  const [labelWidth, figureWidth] = [width((row) => row.label), width((row) => row.figure)];
  console.log("");
  for (const row of rows) {
    const mark = row.isWithin === undefined ? " " : row.isWithin ? "✔" : "✖";
    console.log(`${mark} ${row.label.padEnd(labelWidth)}  ${row.figure.padEnd(figureWidth)}  ${row.budget}`);
  }
}

async function main() {
  const dataDir = `.data/bench-stream-chat-${process.pid}`;
  log(`starting a throwaway PostgreSQL in ${dataDir}`);
  const database = await startDatabase({ dataDir, port: await freePort(), databaseUrl: null, databaseName: "stream_chat_bench", log });
  const profileDir = values.profile ? path.resolve("reports/profiles", `stream-chat-${new Date().toISOString().replace(/[:.]/g, "-")}`) : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const port = await freePort();
  let emulator: ChildProcess | undefined;
  const stops: (() => Promise<void>)[] = [];
  try {
    emulator = await startEmulator(port, database.url, profileDir);
    const baseURL = `http://127.0.0.1:${port}`;
    const server = new StreamChat(app.apiKey, app.apiSecret, { baseURL, timeout: 30_000 });

    let started = performance.now();
    const { userIds, channelCount } = await seedMemberships(server);
    const { watcherIds, cid } = await seedWatchedChannel(server);
    log(`seeded ${userCount} users in ${channelCount} channels (${MESSAGES_PER_CHANNEL} messages each) and ${watcherCount} watchers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await sleep(1000);
    const idle = await measureMemory(emulator);

    // 1,000 connected users, each in 5 channels.
    started = performance.now();
    const members = await startClients(baseURL, userIds);
    stops.push(members.stop);
    log(`${userCount} users connected in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await sleep(1000);
    const connected = await measureMemory(emulator);
    const postgresPid = postmasterOf(dataDir);
    const measureQueries = async (load: { concurrency: number } | { intervalMs: number }) => {
      const cpu = cpuMeter(emulator!.pid!, postgresPid);
      const started = performance.now();
      const reports = await members.ask({ type: "query", ...load }, "queried");
      return {
        cpuMs: cpu(),
        seconds: (performance.now() - started) / 1000,
        latencies: reports.flatMap((report) => report.latencies),
        serverMs: reports.flatMap((report) => report.serverMs),
        channelCounts: reports.flatMap((report) => report.channelCounts),
        failures: reports.reduce((sum, report) => sum + report.failed, 0),
      };
    };
    await settle(emulator.pid!, postgresPid);
    const atRate = await measureQueries({ intervalMs: (1000 * WORKERS) / queriesPerSecond });
    await settle(emulator.pid!, postgresPid);
    const saturated = await measureQueries({ concurrency: Math.max(1, Math.round(queriesInFlight / WORKERS)) });
    await sleep(1000);
    const watching = await measureMemory(emulator);
    await members.stop();
    stops.pop();
    await sleep(2000);

    // 100 watchers of one channel, sending to each other.
    const watchers = await startClients(baseURL, watcherIds, cid);
    stops.push(watchers.stop);
    log(`${watcherCount} watchers connected and watching ${cid}`);
    await settle(emulator.pid!, postgresPid);
    started = performance.now();
    const sendCpu = cpuMeter(emulator.pid!, postgresPid);
    const sent = await watchers.ask({ type: "send", count: Math.ceil(messageCount / WORKERS), intervalMs: (1000 * WORKERS) / messagesPerSecond }, "sent");
    const sendSeconds = (performance.now() - started) / 1000;
    const sendCpuMs = sendCpu();
    await sleep(1000);
    const receipts = (await watchers.ask({ type: "receipts" }, "receipts")).flatMap((report) => report.latencies);
    const sentCount = sent.reduce((sum, report) => sum + report.sent, 0);
    const sendFailures = sent.reduce((sum, report) => sum + report.failed, 0);
    await watchers.stop();
    stops.pop();

    const channelCounts = [...atRate.channelCounts, ...saturated.channelCounts];
    const queryFailures = atRate.failures + saturated.failures;
    const cpuPer = (cpu: { emulator: number; postgres: number }, count: number) => `emulator ${(cpu.emulator / count).toFixed(1)} ms + PostgreSQL ${(cpu.postgres / count).toFixed(1)} ms`;
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    const perConnection = (after: number, before: number) => `${((after - before) / 1024 / userCount).toFixed(1)} KB`;
    printTable([
      latencyRow(`send-to-receipt, ${watcherCount} watchers of one channel`, receipts),
      { label: "  messages sent (failed), receipts expected", figure: `${sentCount} (${sendFailures}) in ${sendSeconds.toFixed(1)} s, ${sentCount * (watcherCount - 1)} expected`, budget: "every receipt", isWithin: receipts.length === sentCount * (watcherCount - 1) && sendFailures === 0 },
      { label: "  CPU per message (fan-out included)", figure: cpuPer(sendCpuMs, sentCount), budget: "" },
      latencyRow(`queryChannels, ${userCount} users x ${CHANNELS_PER_USER} channels, ${queriesPerSecond} a second`, atRate.latencies),
      { ...latencyRow("  of which the emulator's own time (its `duration`)", atRate.serverMs), isWithin: undefined, budget: "" },
      { label: "  CPU per queryChannels", figure: cpuPer(atRate.cpuMs, atRate.latencies.length), budget: "" },
      { ...latencyRow(`queryChannels, the same users, ${queriesInFlight} in flight (saturation)`, saturated.latencies), isWithin: undefined, budget: "" },
      { label: "  throughput at saturation", figure: `${(saturated.latencies.length / saturated.seconds).toFixed(0)} queries/s`, budget: "" },
      { label: "  channels per answer (failed queries)", figure: `${Math.min(...channelCounts)}-${Math.max(...channelCounts)} (${queryFailures})`, budget: `${CHANNELS_PER_USER} each`, isWithin: channelCounts.every((count) => count === CHANNELS_PER_USER) && queryFailures === 0 },
      { label: `connect (connectUser), ${userCount} users, 40 at once`, figure: `p50 ${percentile(sortedMs(members.connectMs), 0.5).toFixed(1)} / p95 ${percentile(sortedMs(members.connectMs), 0.95).toFixed(1)} ms`, budget: "" },
      { label: "emulator RSS idle / connected / watching", figure: `${mb(idle.rss)} / ${mb(connected.rss)} / ${mb(watching.rss)}`, budget: "" },
      { label: "emulator JS heap idle / connected / watching", figure: `${mb(idle.heapUsed)} / ${mb(connected.heapUsed)} / ${mb(watching.heapUsed)}`, budget: "" },
      { label: "memory per connection (RSS, heap)", figure: `${perConnection(connected.rss, idle.rss)}, ${perConnection(connected.heapUsed, idle.heapUsed)} connected; ${perConnection(watching.rss, idle.rss)}, ${perConnection(watching.heapUsed, idle.heapUsed)} watching 5 channels`, budget: "after a full GC" },
    ]);
    console.log(`\nMachine load average: ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
    const isWithinBudget = percentile(sortedMs(receipts), 0.95) < BUDGET_P95_MS && percentile(sortedMs(atRate.latencies), 0.95) < BUDGET_P95_MS;
    return isWithinBudget && receipts.length === sentCount * (watcherCount - 1) && queryFailures === 0 ? 0 : 1;
  } finally {
    for (const stop of stops) await stop();
    if (emulator && emulator.exitCode === null) {
      const exited = new Promise((resolve) => emulator!.once("exit", resolve));
      emulator.kill("SIGTERM");
      await exited;
    }
    if (profileDir) log(`CPU profile of the emulator in ${profileDir}`);
    await database.stop();
    for (const entry of [dataDir, `${dataDir}.log`]) rmSync(entry, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
