import { isDatabaseConnectionLoss } from "@/lib/api/database-unavailable";
import { noteDatabaseOutage } from "@/lib/observability/database-outage-pages";
import { describeError, logger } from "@/lib/observability/logger";

type ErroredRequest = { path: string; method: string; headers: Record<string, string | string[] | undefined> };
type ErrorContext = { routePath?: string; routeType?: string; routerKind?: string; renderSource?: string };

/**
 * A server error Next caught outside the route wrapper (a page or layout that threw while
 * rendering, a server action): one JSON log line with the request id proxy.ts gave the request,
 * which the error page's digest alone cannot be matched with. A render that failed because
 * PostgreSQL is unreachable is noted, so that the page goes out as 503 (database-outage-pages.ts).
 */
export function reportRequestError(error: unknown, request: ErroredRequest, context: ErrorContext): void {
  const header = request.headers["x-request-id"];
  const requestId = Array.isArray(header) ? header[0] : header;
  if (requestId && isDatabaseConnectionLoss(error)) noteDatabaseOutage(requestId);
  const digest = (error as { digest?: unknown } | null)?.digest;
  logger.error("server error while rendering", {
    requestId,
    method: request.method,
    path: request.path,
    route: context.routePath,
    routeType: context.routeType,
    ...(typeof digest === "string" ? { digest } : {}),
    error: describeError(error),
  });
}
