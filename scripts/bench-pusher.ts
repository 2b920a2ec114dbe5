/**
 * `npm run bench:pusher`: the Pusher emulator under 500 subscribed pusher-js clients.
 *
 * The emulator runs in its own process (emulators/pusher/main.ts), so its memory is its own; the
 * clients (pusher-js's Node build, each on its own private channel, authorised through the real
 * `pusher` SDK as /api/pusher/auth does, plus one shared public channel) run in worker threads
 * (scripts/bench/pusher-clients-worker.ts). It prints:
 *   - trigger-to-receipt latency (p50, p95, max) of one event per user, sent 10 at a time through
 *     the HTTP API as the app sends new_notifications, from just before the call to the client's handler;
 *   - the same for broadcasts that reach all the clients at once;
 *   - the emulator's resident memory before and after the connections, and per connection.
 *
 *   npm run bench:pusher [-- --clients 500 --broadcasts 10]
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { availableParallelism, loadavg } from "node:os";

import Pusher from "pusher";

import { startEmulatorProcess } from "./bench/emulator-process.ts";
import { freePort } from "./support/free-port.ts";

const app = { id: "bench-app", key: "bench-key", secret: "bench-secret" };
const { values } = parseArgs({ options: { clients: { type: "string", default: "500" }, broadcasts: { type: "string", default: "10" } } });
const clientCount = Number(values.clients);
const broadcastCount = Number(values.broadcasts);
const TARGET_P95_MS = 100;
/** The clients' threads: their parsing and handlers run beside the triggers, as on separate machines. */
const WORKERS = 4;
const now = () => performance.timeOrigin + performance.now();
/** Node 20 workers do not inherit tsx's loader: the worker registers it, then loads the TypeScript file. */
const workerEntry = `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(new URL("./bench/pusher-clients-worker.ts", import.meta.url).href)}); });`;

function residentKb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((entry) => entry.startsWith("VmRSS:"));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0);
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const summary = (samples: number[]) => `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms (${samples.length} receipts)`;

async function main() {
  const port = await freePort();
  const emulator = await startEmulatorProcess("emulators/pusher/main.ts", { PUSHER_APP_ID: app.id, PUSHER_KEY: app.key, PUSHER_SECRET: app.secret, PUSHER_EMULATOR_PORT: String(port), DATABASE_URL: "" });
  const sdk = new Pusher({ appId: app.id, key: app.key, secret: app.secret, host: "127.0.0.1", port: String(port), useTLS: false });
  const workers: Worker[] = [];
  try {
    await sleep(500);
    const before = residentKb(emulator.pid!);

    const receipts = new Map<string, (at: number) => void>();
    const started = performance.now();
    const share = Math.ceil(clientCount / WORKERS);
    await Promise.all(
      Array.from({ length: WORKERS }, (_, worker) => {
        const thread = new Worker(workerEntry, {
          eval: true,
          workerData: { app, port, from: worker * share, to: Math.min(clientCount, (worker + 1) * share) },
        });
        workers.push(thread);
        return new Promise<void>((resolve, reject) => {
          thread.on("error", reject);
          thread.on("message", (message: { type: string; id: string; index: number; at: number }) => {
            if (message.type === "ready") resolve();
            else receipts.get(`${message.id}:${message.index}`)?.(message.at);
          });
        });
      }),
    );
    console.log(`${clientCount} clients in ${WORKERS} threads connected and subscribed (private + shared channel) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await sleep(1000);
    const after = residentKb(emulator.pid!);

    // One event per user, as the app publishes new_notifications, 10 in flight at a time.
    const direct: number[] = [];
    const send = async (index: number) => {
      const id = `d${index}`;
      const received = new Promise<number>((resolve) => receipts.set(`${id}:${index}`, resolve));
      const sentAt = now();
      await sdk.trigger(`private-user-bench-${index}`, "new_notifications", { id });
      direct.push((await received) - sentAt);
    };
    for (let index = 0; index < clientCount; index += 10) await Promise.all(Array.from({ length: Math.min(10, clientCount - index) }, (_, offset) => send(index + offset)));

    const broadcast: number[] = [];
    for (let round = 0; round < broadcastCount; round += 1) {
      const id = `b${round}`;
      const all = Array.from({ length: clientCount }, (_, index) => new Promise<number>((resolve) => receipts.set(`${id}:${index}`, resolve)));
      const sentAt = now();
      await sdk.trigger("bench-broadcast", "new_notifications", { id });
      for (const at of await Promise.all(all)) broadcast.push(at - sentAt);
      await sleep(100);
    }

    const p95 = percentile(direct, 95);
    console.log(`\nOne event per user (private channels): ${summary(direct)}`);
    console.log(`Broadcast to all ${clientCount} (shared channel): ${summary(broadcast)}`);
    console.log(`Emulator memory (RSS): ${(before / 1024).toFixed(1)} MB idle, ${(after / 1024).toFixed(1)} MB with ${clientCount} connections: ${((after - before) / clientCount).toFixed(1)} KB per connection (2 subscriptions each)`);
    console.log(`Machine load average while measuring: ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
    console.log(`${p95 < TARGET_P95_MS ? "✔" : "✖"} trigger-to-receipt p95 ${p95.toFixed(1)} ms (target under ${TARGET_P95_MS} ms)`);
    return p95 < TARGET_P95_MS ? 0 : 1;
  } finally {
    for (const worker of workers) worker.postMessage({ type: "stop" });
    await sleep(200);
    for (const worker of workers) await worker.terminate();
    emulator.kill("SIGTERM");
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
