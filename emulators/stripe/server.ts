import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

import { runDueBilling } from "./billing/run-due-billing.ts";
import { readClock } from "./clock.ts";
import type { EmulatorContext } from "./context.ts";
import { eventRecorder, type WebhookTarget } from "./events/record-event.ts";
import { handleApiRequest, type ApiDependencies } from "./http/handle-api-request.ts";
import { createRouter } from "./http/route.ts";
import { newId } from "./ids.ts";
import { log as writeLog } from "./log.ts";
import { serveInvoicePage } from "./pages/invoice-page.ts";
import { allRoutes } from "./routes.ts";
import { inTransaction, openDatabase, type Database } from "./store/database.ts";
import { startWebhookDispatcher } from "./webhooks/dispatcher.ts";

export type StripeEmulatorOptions = {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  secretKey: string;
  publishableKey?: string;
  databaseUrl: string;
  webhooks?: WebhookTarget[];
};

export type StripeEmulator = { url: string; port: number; close(): Promise<void> };

// Renewals and retries that fall due in real time are caught up this often.
const BILLING_TICK_MS = 10_000;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

async function runBillingTick(database: Database, deps: Pick<ApiDependencies, "baseUrl" | "webhookTargets">) {
  await inTransaction(database, { exclusive: true }, async (db) => {
    const ctx: EmulatorContext = { db, now: await readClock(db), baseUrl: deps.baseUrl, request: null, emit: async () => undefined };
    ctx.emit = eventRecorder({ context: ctx, configuredEndpoints: deps.webhookTargets });
    await runDueBilling(ctx, ctx.now);
  });
}

/** A Stripe-compatible API on one port, kept in PostgreSQL (schema `stripe_emulator`), for the real `stripe` SDK. */
export async function startStripeEmulator(options: StripeEmulatorOptions): Promise<StripeEmulator> {
  const log = (line: string) => writeLog("error", line);
  const database = await openDatabase(options.databaseUrl, log);
  const dispatcher = startWebhookDispatcher(database, { log });
  const findRoute = createRouter(allRoutes);
  const host = options.host ?? "127.0.0.1";
  let deps: ApiDependencies | null = null;

  const server = createServer((req, res) => {
    // Stripe's own request id (req_…), answered in Request-Id; a caller's x-request-id is logged beside it.
    const requestId = newId("req");
    const started = performance.now();
    const clientRequestId = typeof req.headers["x-request-id"] === "string" ? req.headers["x-request-id"].slice(0, 128) : undefined;
    res.setHeader("x-request-id", requestId);
    res.once("close", () =>
      writeLog("debug", "request", { requestId, clientRequestId, method: req.method, path: (req.url ?? "/").split("?")[0], status: res.statusCode, durationMs: Math.round(performance.now() - started) }),
    );
    void (async () => {
      const url = new URL(req.url ?? "/", "http://emulator");
      const body = await readBody(req);
      const invoicePage = req.method === "GET" ? /^\/invoices\/([^/]+)$/.exec(url.pathname) : null;
      if (invoicePage?.[1]) return serveInvoicePage(database, decodeURIComponent(invoicePage[1]), res);
      if (!deps) throw new Error("The emulator is still starting.");
      await handleApiRequest(req, res, url, body, requestId, deps);
    })().catch((error: unknown) => {
      writeLog("error", "request failed", { requestId, method: req.method, error });
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: "An unexpected error occurred in the Stripe emulator." } }));
    });
  });
  // The SDK keeps connections alive; a shorter server timeout would reset a reused socket mid-request.
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const publicHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  const url = `http://${publicHost.includes(":") ? `[${publicHost}]` : publicHost}:${port}`;
  deps = {
    database,
    keys: { secretKey: options.secretKey, publishableKey: options.publishableKey },
    findRoute,
    baseUrl: url,
    webhookTargets: options.webhooks ?? [],
    onCommit: () => dispatcher.poke(),
    log,
  };

  const activeDeps = deps;
  const tick = () => {
    runBillingTick(database, activeDeps)
      .then(() => dispatcher.poke())
      .catch((error: unknown) => log(`billing: ${error instanceof Error ? error.message : String(error)}`));
  };
  tick();
  const ticker = setInterval(tick, BILLING_TICK_MS);
  ticker.unref();

  return {
    url,
    port,
    async close() {
      clearInterval(ticker);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await dispatcher.close();
      await database.end();
    },
  };
}
