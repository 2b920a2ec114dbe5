import { afterEach, describe, expect, it } from "@jest/globals";

import { incrementCounter, observeHistogram, registerGauge, renderMetrics, resetMetrics } from "@/lib/observability/metrics";
import { routeTemplate } from "@/lib/observability/request-metrics";
import { parsePrometheusText } from "@/tests/support/prometheus-text";

afterEach(() => resetMetrics());

describe("renderMetrics", () => {
  it("writes counters, histograms and gauges in Prometheus' text format, with cumulative buckets", () => {
    incrementCounter("http_requests_total", { route: "/api/posts/[id]", method: "GET", status: "200" });
    incrementCounter("http_requests_total", { route: "/api/posts/[id]", method: "GET", status: "200" });
    incrementCounter("http_requests_total", { route: "/api/posts/[id]", method: "GET", status: "404" });
    for (const seconds of [0.003, 0.04, 0.04, 0.7, 30]) observeHistogram("http_request_duration_seconds", { route: "/api/posts/[id]", method: "GET", status_class: "2xx" }, seconds);
    registerGauge("db_pool_waiting_requests", () => [{ labels: {}, value: 3 }]);

    const families = parsePrometheusText(renderMetrics());

    expect(families.get("http_requests_total")?.type).toBe("counter");
    expect(families.get("http_requests_total")?.samples).toEqual([
      { name: "http_requests_total", labels: { method: "GET", route: "/api/posts/[id]", status: "200" }, value: 2 },
      { name: "http_requests_total", labels: { method: "GET", route: "/api/posts/[id]", status: "404" }, value: 1 },
    ]);
    const histogram = families.get("http_request_duration_seconds")!;
    expect(histogram.type).toBe("histogram");
    const bucket = (le: string) => histogram.samples.find((sample) => sample.name.endsWith("_bucket") && sample.labels.le === le)?.value;
    expect([bucket("0.005"), bucket("0.05"), bucket("1"), bucket("10"), bucket("+Inf")]).toEqual([1, 3, 4, 4, 5]);
    expect(histogram.samples.find((sample) => sample.name.endsWith("_sum"))?.value).toBeCloseTo(30.783);
    expect(families.get("db_pool_waiting_requests")?.samples[0]?.value).toBe(3);
    expect(families.get("process_resident_memory_bytes")?.samples[0]?.value).toBeGreaterThan(0);
  });

  it("escapes label values so that a quote or line feed in a route cannot break the format", () => {
    incrementCounter("http_requests_total", { route: 'a"b\\c\nd', method: "GET", status: "200" });
    const families = parsePrometheusText(renderMetrics());
    expect(families.get("http_requests_total")?.samples[0]?.labels.route).toBe('a"b\\c\nd');
  });

  it("leaves out a gauge whose source throws, and still writes the rest", () => {
    registerGauge("db_pool_max_connections", () => {
      throw new Error("pool gone");
    });
    const families = parsePrometheusText(renderMetrics());
    expect(families.has("db_pool_max_connections")).toBe(false);
    expect(families.has("process_uptime_seconds")).toBe(true);
  });
});

describe("routeTemplate", () => {
  it("names a route by its folder, not by the record in the address", () => {
    expect(routeTemplate("/api/posts/8b1f6c1e-0000-4000-8000-000000000001/rank/u-1/3", { id: "8b1f6c1e-0000-4000-8000-000000000001", userId: "u-1", rank: "3" })).toBe(
      "/api/posts/[id]/rank/[userId]/[rank]",
    );
    expect(routeTemplate("/api/users/checkByEmail/ana%40example.test", { email: "ana@example.test" })).toBe("/api/users/checkByEmail/[email]");
    expect(routeTemplate("/api/auth/callback/credentials", { nextauth: ["callback", "credentials"] })).toBe("/api/auth/[...nextauth]");
    expect(routeTemplate("/api/health", {})).toBe("/api/health");
  });
});
