import { createHash, timingSafeEqual } from "node:crypto";

import { AppError } from "@/lib/errors";

type Env = Record<string, string | undefined>;

/**
 * Who may read GET /api/metrics. With METRICS_TOKEN set, only a request with
 * `Authorization: Bearer <METRICS_TOKEN>` (what Prometheus' `authorization` scrape setting sends).
 * Without it the endpoint is open in development and tests, and closed in production, where route
 * names and traffic figures are not for everyone: set a token to scrape it there.
 */
export function assertMetricsAccess(headers: Headers, env: Env = process.env): void {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) {
    if (env.NODE_ENV !== "production") return;
    throw new AppError("not_found", { message: "Metrics are off: set METRICS_TOKEN to read them." });
  }
  const given = /^Bearer\s+(.+)$/i.exec(headers.get("authorization") ?? "")?.[1]?.trim() ?? "";
  if (!sameSecret(given, token)) {
    throw new AppError("unauthorized", { message: "A valid metrics token is needed.", details: { reason: "metrics_token" } });
  }
}

function sameSecret(given: string, expected: string): boolean {
  // Hashed first, so that the comparison takes the same time whatever the lengths.
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return given !== "" && timingSafeEqual(digest(given), digest(expected));
}
