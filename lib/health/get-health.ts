import "server-only";

import packageJson from "@/package.json" with { type: "json" };
import { chatServerConfig } from "@/lib/chat/config";
import { createChatServerClient } from "@/lib/chat/chat-service";
import { db } from "@/lib/db";
import { mailConfigFromEnv, verifySmtp } from "@/lib/mail/transport";
import { getStripe, stripeConfig } from "@/lib/payments/stripe-client";
import { realtimeServerConfig } from "@/lib/realtime/config";
import { getPusher } from "@/lib/realtime/pusher-server";
import { twilioConfigFromEnv } from "@/lib/sms/sms-provider";

/** The database gets a little longer than the services: without it nothing works. */
const databaseTimeoutMs = 2000;
const serviceTimeoutMs = 1500;

export type ServiceStatus = "up" | "down" | "not_configured";

export type ServiceHealth = {
  status: ServiceStatus;
  latencyMs: number | null;
  /**
   * hosted: the provider's service (Pusher, Stream, Stripe, an SMTP relay, Twilio); self_hosted:
   * a compatible server at an address of ours (the emulators); outbox: messages are only kept in
   * the database (mail and SMS without a provider), so they are as healthy as the database.
   */
  mode: "hosted" | "self_hosted" | "outbox" | null;
  /** Why it is down, in a word that names no address or secret: timeout, unreachable, http_401, ... */
  reason?: string;
};

export type Health = {
  /** ok: everything configured answers; degraded: the database answers but a service does not; down: the database does not. */
  status: "ok" | "degraded" | "down";
  version: string;
  checkedAt: string;
  database: { up: boolean; latencyMs: number | null };
  services: { pusher: ServiceHealth; streamChat: ServiceHealth; stripe: ServiceHealth; mail: ServiceHealth; sms: ServiceHealth };
};

/**
 * What GET /api/health reports: the database and each service the app calls, each checked at
 * once and given a short time limit, so that the whole check takes about two seconds at worst.
 * A service that is not configured is reported and does not make the app degraded: running
 * without chat or payments is a deployment's choice.
 */
export async function getHealth(): Promise<Health> {
  const [database, pusher, streamChat, stripe, mail, sms] = await Promise.all([
    checkDatabase(),
    checkPusher(),
    checkStreamChat(),
    checkStripe(),
    checkMail(),
    checkSms(),
  ]);
  const outbox = (service: ServiceHealth): ServiceHealth =>
    service.mode === "outbox" ? { ...service, status: database.up ? "up" : "down", latencyMs: database.latencyMs, ...(database.up ? {} : { reason: "database_down" }) } : service;
  const services = { pusher, streamChat, stripe, mail: outbox(mail), sms: outbox(sms) };
  const anyServiceDown = Object.values(services).some((service) => service.status === "down");
  return {
    status: !database.up ? "down" : anyServiceDown ? "degraded" : "ok",
    version: packageJson.version,
    checkedAt: new Date().toISOString(),
    database,
    services,
  };
}

async function checkDatabase(): Promise<Health["database"]> {
  const result = await timed(() => db.$queryRaw`SELECT 1`, databaseTimeoutMs);
  return { up: result.status === "up", latencyMs: result.latencyMs };
}

function checkPusher(): Promise<ServiceHealth> {
  const config = realtimeServerConfig();
  const pusher = getPusher();
  if (!config || !pusher) return Promise.resolve(notConfigured);
  // The HTTP API's channel list: signed like a trigger, and it changes nothing.
  return check(config.host ? "self_hosted" : "hosted", async () => {
    const response = await pusher.get({ path: "/channels" });
    if (!response.ok) throw new HttpStatusError(response.status);
  });
}

function checkStreamChat(): Promise<ServiceHealth> {
  const config = chatServerConfig();
  if (!config) return Promise.resolve(notConfigured);
  return check(config.baseUrl ? "self_hosted" : "hosted", async () => {
    await createChatServerClient(config).getAppSettings();
  });
}

function checkStripe(): Promise<ServiceHealth> {
  const config = stripeConfig();
  if (!config) return Promise.resolve(notConfigured);
  return check(config.apiUrl ? "self_hosted" : "hosted", async () => {
    await getStripe().products.list({ limit: 1 }, { timeout: serviceTimeoutMs, maxNetworkRetries: 0 });
  });
}

function checkMail(): Promise<ServiceHealth> {
  let config: ReturnType<typeof mailConfigFromEnv>;
  try {
    config = mailConfigFromEnv();
  } catch {
    return Promise.resolve({ status: "down", latencyMs: null, mode: "hosted", reason: "invalid_settings" });
  }
  if (!config) return Promise.resolve(outboxOnly);
  // Connects, greets and logs in (SMTP's own check); sends nothing.
  return check("hosted", () => verifySmtp(config, serviceTimeoutMs));
}

function checkSms(): Promise<ServiceHealth> {
  const config = twilioConfigFromEnv();
  if (!config) return Promise.resolve(outboxOnly);
  // The account resource: read-only, and it proves the credentials.
  return check("hosted", async () => {
    const response = await fetch(`${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}.json`, {
      headers: { authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`, accept: "application/json" },
      signal: AbortSignal.timeout(serviceTimeoutMs),
    });
    await response.arrayBuffer();
    if (!response.ok) throw new HttpStatusError(response.status);
  });
}

const notConfigured: ServiceHealth = { status: "not_configured", latencyMs: null, mode: null };
const outboxOnly: ServiceHealth = { status: "up", latencyMs: null, mode: "outbox" };

class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

async function check(mode: ServiceHealth["mode"], probe: () => Promise<unknown>): Promise<ServiceHealth> {
  const result = await timed(probe, serviceTimeoutMs);
  return { status: result.status, latencyMs: result.latencyMs, mode, ...(result.reason ? { reason: result.reason } : {}) };
}

async function timed(probe: () => Promise<unknown>, timeoutMs: number): Promise<{ status: "up" | "down"; latencyMs: number | null; reason?: string }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    const outcome = await Promise.race([probe().then(() => "up" as const), timeout]);
    if (outcome === "timeout") return { status: "down", latencyMs: null, reason: "timeout" };
    return { status: "up", latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    return { status: "down", latencyMs: null, reason: reasonOf(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** A word for the failure that tells an operator where to look, without the service's address or answer. */
function reasonOf(error: unknown): string {
  // SDKs wrap the network error: Pusher in .error, fetch and others in .cause.
  const chain: unknown[] = [];
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    chain.push(current);
    const wrapper = current as { cause?: unknown; error?: unknown };
    current = wrapper.cause ?? wrapper.error;
  }
  for (const link of chain) {
    const { status, statusCode, response } = link as { status?: unknown; statusCode?: unknown; response?: { status?: unknown } };
    const code = [status, statusCode, response?.status].find((value) => typeof value === "number");
    if (typeof code === "number") return `http_${code}`;
  }
  const text = chain.map((link) => (link instanceof Error ? `${(link as { code?: string }).code ?? ""} ${link.message}` : String(link))).join(" ");
  if (/timeout|timed out|ETIMEDOUT|aborted/i.test(text)) return "timeout";
  if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|socket hang up|fetch failed|connect/i.test(text)) return "unreachable";
  if (/auth|credential|invalid login|535/i.test(text)) return "refused";
  return "error";
}
