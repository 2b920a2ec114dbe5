/**
 * The production server (`npm start`, the end-to-end tests, `npm run bench`): Next's request
 * handler behind the shared response cache and the compression of lib/http-cache, on node:http. Anonymous requests
 * for public pages and public GET APIs are answered from the cache when they can be (what a CDN
 * or reverse proxy in front of the site would do); everything personal is rendered fresh. A page
 * that failed because PostgreSQL was unreachable goes out as 503 with Retry-After, not Next's 500
 * (lib/observability/database-outage-pages.ts).
 *
 *   tsx scripts/next-server.ts [--port 3000] [--hostname 0.0.0.0]     (PORT and HOSTNAME also work)
 *
 * PUBLIC_CACHE_TTL_SECONDS (default 30; 0 switches the cache off), PUBLIC_CACHE_MAX_MB (default 64).
 * WEB_CONCURRENCY (default 1): how many server processes share the port, one per core at most
 * (node:cluster). Each keeps its own response cache; nothing else they hold decides a rule.
 * Every request carries the socket's address to the app (lib/api/client-ip.ts): with
 * TRUSTED_PROXIES set to the reverse proxy's address, the client's is read from X-Forwarded-For.
 */
import cluster from "node:cluster";
import http from "node:http";
import { parseArgs } from "node:util";

import { PEER_ADDRESS_FLAG, stampPeerAddress } from "../lib/api/client-ip.ts";
import { cacheSettingsFromEnv } from "../lib/http-cache/cache-settings.ts";
import { logger } from "../lib/observability/logger.ts";
import { createCachingHandler } from "../lib/http-cache/caching-handler.ts";
import { createCompressingHandler } from "../lib/http-cache/compression.ts";
import { createOutageStatusHandler } from "../lib/observability/database-outage-pages.ts";
import { applyTransportSecurity } from "../lib/security/transport-security.ts";

const { values } = parseArgs({ options: { port: { type: "string" }, hostname: { type: "string" } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
const settings = cacheSettingsFromEnv(process.env);
const workers = serverProcessesFromEnv(process.env.WEB_CONCURRENCY);

if (cluster.isPrimary && workers > 1) superviseWorkers(workers);
else await serve();

function serverProcessesFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return 1;
  if (!/^[1-9]\d*$/.test(value.trim())) throw new Error(`WEB_CONCURRENCY must be a whole number of processes, not "${value}".`);
  return Number(value);
}

/** The primary only forks: the workers listen on the same port and the primary hands them connections in turn. */
function superviseWorkers(count: number) {
  let isClosing = false;
  for (let index = 0; index < count; index += 1) cluster.fork();
  cluster.on("exit", (worker, code, signal) => {
    if (isClosing) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error("next-server: a worker exited; starting another", { pid: worker.process.pid, exit: signal ?? code });
    cluster.fork();
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (isClosing) return;
      isClosing = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
}

async function serve() {
  // Before Next is loaded: it reads NODE_ENV when its modules load.
  (process.env as Record<string, string>).NODE_ENV = "production";
  // Tells lib/api/client-ip.ts, in this process only, that stampPeerAddress below runs on every request.
  process.env[PEER_ADDRESS_FLAG] = "1";
  const { default: next } = await import("next");

  const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? "localhost", port });
  const nextHandler = app.getRequestHandler();
  await app.prepare();

  const handler = createCachingHandler(
    createOutageStatusHandler(createCompressingHandler((request, response) => nextHandler(request, response))),
    settings,
  );
  const server = http.createServer((request, response) => {
    stampPeerAddress(request);
    applyTransportSecurity(request, response);
    handler(request, response).catch((error: unknown) => {
      const requestId = request.headers["x-request-id"];
      logger.error("next-server: request failed", { requestId: typeof requestId === "string" ? requestId : undefined, method: request.method, path: request.url?.split("?")[0], error });
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      response.end();
    });
  });

  // Longer than the clients' and proxies' own idle timeouts, so that the server never closes a
  // keep-alive connection just as a client sends its next request on it (an ECONNRESET for that
  // request). Node's default is 5 s.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  server.listen(port, hostname, () => {
    if (!cluster.isPrimary && cluster.worker?.id !== 1) return;
    const cache = settings.ttlMs > 0 ? `public cache ${settings.ttlMs / 1000} s, ${Math.round(settings.maxBytes / 1024 / 1024)} MB` : "public cache off";
    const processes = workers > 1 ? `, ${workers} processes` : "";
    console.log(`  Next (production) on http://${hostname ?? "localhost"}:${port} (${cache}${processes})`);
  });

  let isClosing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (isClosing) return;
      isClosing = true;
      server.close();
      server.closeIdleConnections();
      void app.close().finally(() => process.exit(0));
    });
  }
}
