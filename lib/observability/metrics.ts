/**
 * The process's metrics, written in Prometheus' text exposition format (version 0.0.4) by
 * GET /api/metrics. Next bundles route handlers, instrumentation and the custom server apart, so a
 * module-level registry would exist once per bundle: the registry lives on globalThis under a
 * Symbol.for key, one per process. With several instances (or WEB_CONCURRENCY workers) each
 * process answers for itself, as Prometheus expects when it scrapes each instance.
 */

/** Seconds: from a cached answer (a few ms) to a slow report (seconds). */
export const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;
type Histogram = { counts: number[]; sum: number; count: number };
type Registry = {
  counters: Map<string, Map<string, number>>;
  histograms: Map<string, Map<string, Histogram>>;
  gauges: Map<string, () => { labels: Labels; value: number }[]>;
};

const registryKey = Symbol.for("remote-jobs.metrics");
const globalRegistry = globalThis as unknown as Record<symbol, Registry | undefined>;

function registry(): Registry {
  return (globalRegistry[registryKey] ??= { counters: new Map(), histograms: new Map(), gauges: new Map() });
}

const help: Record<string, string> = {
  http_request_duration_seconds: "Time from a request reaching a route handler to its answer, by route template, method and status class.",
  http_requests_total: "Requests answered by route handlers, by route template, method and status.",
  realtime_events_published_total: "Events triggered on the realtime service (Pusher) for users, by event and outcome.",
  db_pool_connections: "PostgreSQL connections in this process's pool, by state (in_use, idle).",
  db_pool_waiting_requests: "Queries waiting for a free connection in this process's pool.",
  db_pool_max_connections: "The most connections this process's pool opens.",
  process_resident_memory_bytes: "Resident memory of this process.",
  process_uptime_seconds: "Seconds since this process started.",
};

const types: Record<string, "counter" | "histogram" | "gauge"> = {
  http_request_duration_seconds: "histogram",
  http_requests_total: "counter",
  realtime_events_published_total: "counter",
  db_pool_connections: "gauge",
  db_pool_waiting_requests: "gauge",
  db_pool_max_connections: "gauge",
  process_resident_memory_bytes: "gauge",
  process_uptime_seconds: "gauge",
};

export function incrementCounter(name: string, labels: Labels, by = 1): void {
  const series = mapFor(registry().counters, name);
  const key = labelKey(labels);
  series.set(key, (series.get(key) ?? 0) + by);
}

export function observeHistogram(name: string, labels: Labels, value: number): void {
  const series = mapFor(registry().histograms, name);
  const key = labelKey(labels);
  let histogram = series.get(key);
  if (!histogram) {
    histogram = { counts: durationBuckets.map(() => 0), sum: 0, count: 0 };
    series.set(key, histogram);
  }
  durationBuckets.forEach((bound, index) => {
    if (value <= bound) histogram.counts[index]! += 1;
  });
  histogram.sum += value;
  histogram.count += 1;
}

/** A gauge read when the metrics are written (the pool's state now, say); registering the name again replaces it. */
export function registerGauge(name: string, read: () => { labels: Labels; value: number }[]): void {
  registry().gauges.set(name, read);
}

/** Everything recorded in this process, in Prometheus' text format. */
export function renderMetrics(): string {
  const { counters, histograms, gauges } = registry();
  const lines: string[] = [];
  const header = (name: string, type: string) => lines.push(`# HELP ${name} ${help[name] ?? name}`, `# TYPE ${name} ${types[name] ?? type}`);
  for (const [name, series] of counters) {
    header(name, "counter");
    for (const [key, value] of series) lines.push(`${name}${key} ${value}`);
  }
  for (const [name, series] of histograms) {
    header(name, "histogram");
    for (const [key, histogram] of series) {
      const labels = key === "" ? [] : [key.slice(1, -1)];
      durationBuckets.forEach((bound, index) => lines.push(`${name}_bucket{${[...labels, `le="${bound}"`].join(",")}} ${histogram.counts[index]}`));
      lines.push(`${name}_bucket{${[...labels, 'le="+Inf"'].join(",")}} ${histogram.count}`);
      lines.push(`${name}_sum${key} ${histogram.sum}`, `${name}_count${key} ${histogram.count}`);
    }
  }
  const builtIn: [string, () => { labels: Labels; value: number }[]][] = [
    ["process_resident_memory_bytes", () => [{ labels: {}, value: process.memoryUsage.rss() }]],
    ["process_uptime_seconds", () => [{ labels: {}, value: Math.round(process.uptime()) }]],
  ];
  for (const [name, read] of [...gauges, ...builtIn]) {
    let samples: { labels: Labels; value: number }[];
    try {
      samples = read();
    } catch {
      continue; // a gauge whose source is gone (the pool not created yet) is left out
    }
    if (samples.length === 0) continue;
    header(name, "gauge");
    for (const sample of samples) lines.push(`${name}${labelKey(sample.labels)} ${sample.value}`);
  }
  return `${lines.join("\n")}\n`;
}

/** Forgets every counted and observed value; gauges stay registered (tests). */
export function resetMetrics(): void {
  registry().counters.clear();
  registry().histograms.clear();
}

function mapFor<V>(maps: Map<string, Map<string, V>>, name: string): Map<string, V> {
  let series = maps.get(name);
  if (!series) {
    series = new Map();
    maps.set(name, series);
  }
  return series;
}

/** `{a="1",b="2"}` with the labels sorted, escaped as the format requires; "" without labels. */
function labelKey(labels: Labels): string {
  const entries = Object.entries(labels).sort(([a], [b]) => a.localeCompare(b));
  if (entries.length === 0) return "";
  return `{${entries.map(([key, value]) => `${key}="${escapeLabelValue(value)}"`).join(",")}}`;
}

function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/\n/g, "\\n").replace(/"/g, '\\"');
}
