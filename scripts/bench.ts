/**
 * `npm run bench`: throughput and latency of the public marketplace on the production server
 * (the `npm start` entry, response cache included) over a database of at least 100,000 jobs and
 * 50,000 candidates, against issue 4's budgets (GET /api/posts p95 < 50 ms, /{country}/jobs
 * p95 < 150 ms, at 20 concurrent clients).
 *
 *   npm run bench                                  20 clients, 10 s per target
 *   npm run bench -- --clients 50 --duration 20 --build
 *
 * Each target runs twice: as anonymous visitors (served by the cache where the rules allow) and
 * "uncached", with a made-up session cookie that the cache treats as a logged-in visitor (Next
 * cannot decode it and renders the anonymous page), which shows the raw render cost. Rotating
 * targets cycle through many distinct URLs so the hit ratio is an honest one. Prints a table and
 * saves it to reports/bench-latest.txt.
 */
import { execSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";

import { jobListHref } from "@/lib/jobs/job-list-href";
import { parseJobSearch } from "@/lib/jobs/job-search-query";
import { jobPath } from "@/lib/navigation/public-paths";

import { percentile, runLoad, type LoadResult } from "./bench/load.ts";
import { ensureBuild, log, prepareDatabase, runScript, startProductionServer } from "./bench/production-server.ts";
import { withDatabaseClient } from "./support/database-client.ts";

const MIN_JOBS = 100_000;
const MIN_CANDIDATES = 50_000;
const budgetsMs = { page: 150, api: 50 } as const;
/** A cookie with next-auth's session name: the cache bypasses it; Next finds no valid session in it. */
const uncachedHeaders = { cookie: "next-auth.session-token=bench-uncached" };

type Target = { name: string; paths: string[]; kind: keyof typeof budgetsMs | "static"; uncached: boolean };
type Row = { target: Target; result: LoadResult };

async function main() {
  const { values } = parseArgs({
    options: { clients: { type: "string", default: "20" }, duration: { type: "string", default: "10" }, build: { type: "boolean", default: false }, port: { type: "string" } },
  });
  const clients = Number(values.clients);
  const durationMs = Number(values.duration) * 1000;
  if (!(clients > 0) || !(durationMs > 0)) throw new Error("--clients and --duration take positive numbers");

  const database = await prepareDatabase({ jobs: MIN_JOBS, candidates: MIN_CANDIDATES });
  let server: Awaited<ReturnType<typeof startProductionServer>> | undefined;
  try {
    ensureBuild({ force: values.build });
    const data = await loadBenchData(database.url);
    server = await startProductionServer({ databaseUrl: database.url, port: values.port ? Number(values.port) : undefined });
    const { baseUrl } = server;

    // Pages redirect any other spelling of a search to its canonical URL: load the canonical ones, as links do.
    const jobsQueries = data.queries.map((query) => `/en${jobListHref("us", parseJobSearch(Object.fromEntries(new URLSearchParams(query))).search, { kind: "page" })}`);
    const apiQueries = data.queries.map((query) => `/api/posts?${query}`);
    const staticChunk = await findStaticChunk(baseUrl);
    const targets: Target[] = [
      ...(staticChunk ? [{ name: "static chunk (upper bound)", paths: [staticChunk], kind: "static" as const, uncached: false }] : []),
      ...pair("/en/us/jobs", ["/en/us/jobs"], "page"),
      ...pair(`/en/us/jobs?filters (${jobsQueries.length} rotating)`, jobsQueries, "page"),
      ...pair(`job page (${data.jobPaths.length} rotating)`, data.jobPaths, "page"),
      ...pair("GET /api/posts", ["/api/posts"], "api"),
      ...pair(`GET /api/posts?filters (${apiQueries.length} rotating)`, apiQueries, "api"),
    ];

    log(`warming up (${Math.min(5, durationMs / 1000)} s of uncached renders)`);
    await runLoad({ baseUrl, paths: ["/en/us/jobs", "/api/posts", ...data.jobPaths.slice(0, 5)], clients, durationMs: Math.min(5_000, durationMs), headers: uncachedHeaders });

    const rows: Row[] = [];
    for (const target of targets) {
      log(`${target.name}${target.uncached ? " [uncached]" : ""}: ${clients} clients, ${durationMs / 1000} s`);
      rows.push({ target, result: await runLoad({ baseUrl, paths: target.paths, clients, durationMs, headers: target.uncached ? uncachedHeaders : {} }) });
    }
    const report = formatReport(rows, { clients, durationMs, jobs: data.jobCount, candidates: data.candidateCount });
    console.log(`\n${report}`);
    mkdirSync("reports", { recursive: true });
    writeFileSync("reports/bench-latest.txt", `${report}\n`);
    console.log("saved to reports/bench-latest.txt");
  } finally {
    await server?.stop();
    await database.stop();
  }
}

function pair(name: string, paths: string[], kind: "page" | "api"): Target[] {
  return [
    { name, paths, kind, uncached: false },
    { name, paths, kind, uncached: true },
  ];
}

type BenchData = { queries: string[]; jobPaths: string[]; jobCount: number; candidateCount: number };

/**
 * Realistic searches from the data itself: frequent words of job titles, industries, regions,
 * job types, salary floors and combinations; and the 200 most recently published open jobs.
 */
async function loadBenchData(url: string): Promise<BenchData> {
  return withDatabaseClient(url, async (client) => {
    const words = (
      await client.query<{ word: string }>(
        `SELECT word FROM (SELECT lower(regexp_split_to_table(title, '[^[:alpha:]]+')) AS word FROM jobs WHERE status = 'OPEN' LIMIT 20000) w
         WHERE length(word) >= 4 GROUP BY word ORDER BY count(*) DESC, word LIMIT 24`,
      )
    ).rows.map((row) => row.word);
    const industries = (await client.query<{ slug: string }>("SELECT slug FROM industries ORDER BY sort_order, slug LIMIT 12")).rows.map((row) => row.slug);
    const regions = (await client.query<{ slug: string }>("SELECT slug FROM regions ORDER BY sort_order, slug LIMIT 8")).rows.map((row) => row.slug);
    const jobTypes = ["full_time", "part_time", "contract", "freelance", "internship", "temporary"];
    const salaries = [1000, 2000, 3000, 4000, 5000, 7500];
    const queries = new Set<string>();
    const add = (params: Record<string, string | number>) => queries.add(new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString());
    for (const word of words) add({ search: word });
    for (const industry of industries) add({ job_category: industry });
    for (const region of regions) add({ regions: region });
    for (const jobType of jobTypes) add({ job_type: jobType });
    for (const salary of salaries) add({ salary_frequency: "monthly", min_salary: salary });
    words.slice(0, 8).forEach((word, index) => add({ search: word, job_type: jobTypes[index % jobTypes.length]! }));
    industries.slice(0, 8).forEach((industry, index) => add({ job_category: industry, salary_frequency: "monthly", min_salary: salaries[index % salaries.length]! }));
    words.slice(8, 16).forEach((word, index) => add({ search: word, regions: regions[index % Math.max(1, regions.length)] ?? "", sort: "published_at:desc" }));

    const jobs = (
      await client.query<{ id: string; title: string }>(
        `SELECT id, title FROM jobs WHERE status = 'OPEN' AND is_public AND published_at <= now() AND (expires_at IS NULL OR expires_at > now())
           AND banned_at IS NULL ORDER BY published_at DESC LIMIT 200`,
      )
    ).rows;
    const counts = (
      await client.query<{ jobs: string; candidates: string }>(
        "SELECT (SELECT count(*) FROM jobs) AS jobs, (SELECT count(*) FROM users WHERE logged_as = 'CANDIDATE' AND deleted_at IS NULL) AS candidates",
      )
    ).rows[0]!;
    return {
      queries: [...queries],
      jobPaths: jobs.map((job) => `/en${jobPath("us", job)}`),
      jobCount: Number(counts.jobs),
      candidateCount: Number(counts.candidates),
    };
  });
}

/** The first script the jobs page lists: the same server's static file path, for comparison. */
async function findStaticChunk(baseUrl: string): Promise<string | null> {
  for (const path of ["/en/us/jobs", "/en/us", "/en"]) {
    try {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const chunk = /\/_next\/static\/[^"'\s]+\.js/.exec(html)?.[0];
      if (chunk) return chunk;
    } catch {
      // try the next page
    }
  }
  return null;
}

function formatReport(rows: Row[], context: { clients: number; durationMs: number; jobs: number; candidates: number }): string {
  const header = ["target", "mode", "requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "errors", "hit ratio", "statuses", "budget"];
  const lines = rows.map(({ target, result }) => {
    const sorted = [...result.latenciesMs].sort((a, b) => a - b);
    const p95 = percentile(sorted, 0.95);
    const budget = target.kind === "static" ? "" : `p95<${budgetsMs[target.kind]} ${p95 < budgetsMs[target.kind] ? "PASS" : "FAIL"}${target.uncached ? " (raw)" : ""}`;
    const hits = result.cache.get("HIT") ?? 0;
    return [
      target.name,
      target.kind === "static" ? "static" : target.uncached ? "uncached" : "anonymous",
      String(result.requests),
      (result.requests / result.seconds).toFixed(0),
      percentile(sorted, 0.5).toFixed(1),
      p95.toFixed(1),
      percentile(sorted, 0.99).toFixed(1),
      String(result.errors),
      target.kind === "static" ? "" : `${((100 * hits) / Math.max(1, result.requests)).toFixed(0)}%`,
      [...result.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(" "),
      budget,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column === 0 || column === 1 || column >= 9 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ").trimEnd();
  const cached = rows.filter(({ target }) => target.kind !== "static" && !target.uncached);
  const failing = cached.filter(({ target, result }) => {
    const sorted = [...result.latenciesMs].sort((a, b) => a - b);
    return percentile(sorted, 0.95) >= budgetsMs[target.kind as keyof typeof budgetsMs];
  });
  let commit = "unknown";
  try {
    commit = execSync("git rev-parse --short HEAD", { encoding: "utf8" }).trim();
  } catch {
    // not a git checkout
  }
  return [
    `npm run bench — ${new Date().toISOString()} — commit ${commit} — ${os.cpus().length} cores, Node ${process.version}`,
    `${context.jobs} jobs, ${context.candidates} candidates; ${context.clients} keep-alive clients, ${context.durationMs / 1000} s per row; cache TTL ${process.env.PUBLIC_CACHE_TTL_SECONDS ?? "30"} s`,
    `anonymous = as a visitor (response cache on); uncached = with a session-like cookie the cache bypasses (raw render cost)`,
    "",
    format(header),
    format(widths.map((width) => "-".repeat(width))),
    ...lines.map(format),
    "",
    `budgets (anonymous rows): ${failing.length === 0 ? "PASS" : `FAIL (${failing.map(({ target }) => target.name).join(", ")})`}`,
  ].join("\n");
}

runScript(main);
