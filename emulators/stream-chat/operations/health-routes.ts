import type { EmulatorContext } from "../context.ts";
import type { RawResponse, Route } from "../http/api-request.ts";

/** A database that does not answer within this is as good as down for a health probe. */
const DATABASE_TIMEOUT_MS = 2_000;

async function isDatabaseAnswering(ctx: EmulatorContext) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_TIMEOUT_MS);
  });
  const query = ctx.db.pool.query("SELECT 1").then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([query, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function health(ctx: EmulatorContext): Promise<RawResponse> {
  const isHealthy = await isDatabaseAnswering(ctx);
  const body = {
    status: isHealthy ? "ok" : "unavailable",
    ...(!isHealthy && { reason: "the database does not answer" }),
    connections: ctx.hub.all().length,
    uptime_s: Math.floor((performance.now() - ctx.startedAt) / 1000),
  };
  return { kind: "raw", status: isHealthy ? 200 : 503, headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" }, body: Buffer.from(JSON.stringify(body)) };
}

/** For load balancers and orchestrators: no api key or token, and nothing about the app's data. */
export function healthRoutes(ctx: EmulatorContext): Route[] {
  return [{ method: "GET", path: "/health", handler: () => health(ctx), isPublic: true }];
}
