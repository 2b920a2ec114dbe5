/**
 * A small closed-loop load generator: `clients` keep-alive connections, each sending its next
 * request as soon as the previous answer is read, for `durationMs`. It runs in the bench's own
 * process and so shares the machine's cores with the server: figures are a floor, not a ceiling.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";

export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
  statuses: Map<number, number>;
  cache: Map<string, number>;
};

export type LoadOptions = {
  baseUrl: string;
  /** Taken in turn by all clients together: a rotating set of URLs. */
  paths: readonly string[];
  clients: number;
  durationMs: number;
  headers?: Record<string, string>;
};

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.clients });
  const base = new URL(options.baseUrl);
  const result: LoadResult = { requests: 0, errors: 0, seconds: 0, latenciesMs: [], statuses: new Map(), cache: new Map() };
  let next = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;

  async function client() {
    while (performance.now() < deadline) {
      const path = options.paths[next++ % options.paths.length]!;
      const sent = performance.now();
      try {
        const { status, cache } = await request(agent, base, path, options.headers ?? {});
        result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
        result.cache.set(cache, (result.cache.get(cache) ?? 0) + 1);
        if (status >= 500) result.errors += 1;
      } catch {
        result.errors += 1;
      }
      result.latenciesMs.push(performance.now() - sent);
      result.requests += 1;
    }
  }

  await Promise.all(Array.from({ length: options.clients }, client));
  result.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return result;
}

function request(agent: http.Agent, base: URL, path: string, headers: Record<string, string>): Promise<{ status: number; cache: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.get(
      { agent, hostname: base.hostname, port: base.port, path, headers: { "accept-encoding": "gzip, deflate, br", accept: "text/html,application/json,*/*", ...headers } },
      (incoming) => {
        incoming.on("data", () => {});
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, cache: String(incoming.headers["x-cache"] ?? "-") }));
        incoming.on("error", reject);
      },
    );
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error("timeout")));
    outgoing.on("error", reject);
  });
}

export function percentile(sortedMs: readonly number[], fraction: number): number {
  if (sortedMs.length === 0) return Number.NaN;
  return sortedMs[Math.min(sortedMs.length - 1, Math.ceil(fraction * sortedMs.length) - 1)]!;
}
