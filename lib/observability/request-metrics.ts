import { logger } from "@/lib/observability/logger";
import { incrementCounter, observeHistogram } from "@/lib/observability/metrics";

type Params = Record<string, string | string[] | undefined>;

/**
 * The route as its folder names it (/api/posts/[id]/rank/[userId]/[rank]), rebuilt from the path
 * and the params Next resolved, so that metrics have one series per route, not one per record.
 */
export function routeTemplate(pathname: string, params: Params | undefined): string {
  if (!params) return pathname;
  const segments = pathname.split("/");
  const entries = Object.entries(params);
  // A catch-all ([...name]) takes the path's last segments.
  for (const [name, value] of entries) {
    if (!Array.isArray(value) || value.length === 0) continue;
    const tail = segments.slice(-value.length).map(decodeSegment);
    if (tail.join("/") === value.join("/")) segments.splice(segments.length - value.length, value.length, `[...${name}]`);
  }
  const single = entries.filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return segments
    .map((segment) => {
      const match = single.find(([, value]) => value !== "" && decodeSegment(segment) === value);
      return match ? `[${match[0]}]` : segment;
    })
    .join("/");
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Counts and times one answered request (GET /api/metrics), and writes its access log line (info). */
export async function recordRequest(
  request: { method: string; nextUrl: { pathname: string } },
  context: { params?: Promise<Params> } | undefined,
  status: number,
  startedAt: number,
): Promise<void> {
  // Bookkeeping must never cost the caller their answer.
  try {
    const seconds = (performance.now() - startedAt) / 1000;
    const params = await Promise.resolve(context?.params).catch(() => undefined);
    const route = routeTemplate(request.nextUrl.pathname, params);
    incrementCounter("http_requests_total", { route, method: request.method, status: String(status) });
    observeHistogram("http_request_duration_seconds", { route, method: request.method, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    logger.info("request", { method: request.method, path: request.nextUrl.pathname, route, status, durationMs: Math.round(seconds * 1000) });
  } catch {
    // nothing to do: the answer stands
  }
}
