import { route } from "@/lib/api/route";
import { renderMetrics } from "@/lib/observability/metrics";
import { assertMetricsAccess } from "@/lib/observability/metrics-access";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** GET metrics: this process's request, pool and realtime figures in Prometheus' text format (lib/observability/metrics.ts). */
export const GET = route({}, async ({ request }) => {
  assertMetricsAccess(request.headers);
  return new Response(renderMetrics(), { headers: { "content-type": "text/plain; version=0.0.4; charset=utf-8", "cache-control": "no-store" } });
});
