import { chatClientConfig } from "../chat/config.ts";
import { getPaymentsMode } from "../payments/payments-mode.ts";
import { realtimeClientConfig } from "../realtime/config.ts";
import { originOf } from "./http-origin.ts";

// Relative imports with extensions: scripts/next-server.ts (the response cache) loads this file
// under plain Node as well as Next does.

type Env = Record<string, string | undefined>;

/**
 * A fresh nonce for one response: 16 random bytes in base64url, which no HTML attribute, JSON
 * string or header escapes, so the response cache can find and replace it byte for byte
 * (lib/http-cache/fresh-nonce.ts).
 */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const noncePattern = /'nonce-([A-Za-z0-9_-]+)'/;

/** The nonce a policy names, or null (the API's policy names none). */
export function nonceOf(policy: string): string | null {
  return noncePattern.exec(policy)?.[1] ?? null;
}

/** The same policy with another nonce in it. */
export function withNonce(policy: string, nonce: string): string {
  return policy.replace(noncePattern, `'nonce-${nonce}'`);
}

/** The WebSocket origin beside an http(s) one: the same host and port, ws or wss. */
function socketOrigin(origin: string): string {
  return origin.replace(/^http/, "ws");
}

type ServiceSources = { script: string[]; connect: string[]; img: string[]; frame: string[] };

/**
 * The addresses the browser talks to beside this site, from the same settings the app reads at
 * run time: the chat service (Stream or its emulator: REST, its WebSocket and uploaded images),
 * Pusher Channels (hosted by cluster, or a self-hosted server) and Stripe.js when Elements is on.
 */
export function serviceSources(env: Env = process.env): ServiceSources {
  const sources: ServiceSources = { script: [], connect: [], img: [], frame: [] };
  const chat = chatClientConfig(env);
  if (chat) {
    const origin = originOf(chat.baseUrl) ?? "https://chat.stream-io-api.com";
    sources.connect.push(origin, socketOrigin(origin));
    sources.img.push(origin);
    if (!chat.baseUrl) sources.img.push("https://*.stream-io-cdn.com");
  }
  const realtime = realtimeClientConfig(env);
  if (realtime) {
    if (realtime.wsHost) {
      const host = `${realtime.wsHost}:${realtime.wsPort}`;
      // pusher-js falls back from the WebSocket to HTTP streaming and polling on the same host.
      sources.connect.push(realtime.forceTLS ? `wss://${host}` : `ws://${host}`, realtime.forceTLS ? `https://${host}` : `http://${host}`);
    } else {
      sources.connect.push(`wss://ws-${realtime.cluster}.pusher.com`, `https://sockjs-${realtime.cluster}.pusher.com`);
    }
  }
  if (getPaymentsMode(env) === "elements") {
    sources.script.push("https://js.stripe.com");
    sources.connect.push("https://api.stripe.com");
    sources.frame.push("https://js.stripe.com", "https://hooks.stripe.com");
  }
  return sources;
}

const NONCE_PLACEHOLDER = "{nonce}";

/**
 * The policy of every page, with "{nonce}" where each response's nonce goes.
 *
 * - script-src: only scripts carrying this response's nonce, and what they load ('strict-dynamic':
 *   Next's chunks, Stripe.js). 'self' and the Stripe host are for browsers without
 *   'strict-dynamic', which ignore the nonce-less rest otherwise. No 'unsafe-inline'; development
 *   adds 'unsafe-eval', which React's dev tools and fast refresh need.
 * - style-src keeps 'unsafe-inline': React renders style="" attributes (the logo boxes, the
 *   progress bars) and Next inlines critical CSS, neither of which can carry a nonce.
 * - frame-ancestors 'none': no site may frame these pages (clickjacking).
 */
export function pagePolicyTemplate(env: Env = process.env, options: { isDevelopment?: boolean } = {}): string {
  const services = serviceSources(env);
  const isDevelopment = options.isDevelopment ?? env.NODE_ENV === "development";
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", `'nonce-${NONCE_PLACEHOLDER}'`, "'strict-dynamic'", ...services.script, ...(isDevelopment ? ["'unsafe-eval'"] : [])]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // Pictures come from this site, data: and blob: previews before an upload, the chat service,
    // and https addresses a profile may point at (a social provider's avatar).
    ["img-src", ["'self'", "data:", "blob:", "https:", ...services.img]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...services.connect, ...(isDevelopment ? ["ws:"] : [])]],
    ["media-src", ["'self'", "blob:", ...services.img]],
    ["frame-src", services.frame.length > 0 ? services.frame : ["'none'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${[...new Set(values)].join(" ")}`).join("; ");
}

let cachedTemplate: { key: string; template: string } | null = null;

/** The page policy with this response's nonce (the template is built once per process and settings). */
export function pagePolicy(nonce: string, env: Env = process.env): string {
  const key = [env.NODE_ENV, env.STREAM_API_KEY, env.STREAM_API_SECRET, env.STREAM_BASE_URL, env.PUSHER_APP_ID, env.PUSHER_KEY, env.PUSHER_SECRET, env.PUSHER_CLUSTER, env.PUSHER_HOST, env.PUSHER_PORT, env.PUSHER_USE_TLS, env.PUSHER_PUBLIC_HOST, env.PUSHER_PUBLIC_PORT, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_API_URL].join("\u0000");
  if (cachedTemplate?.key !== key) cachedTemplate = { key, template: pagePolicyTemplate(env) };
  return cachedTemplate.template.replace(NONCE_PLACEHOLDER, nonce);
}

/**
 * The policy of API answers and other non-page files: they run nothing and may be framed by no
 * one. (A JSON body opened as a document, or an uploaded file served back, can do no harm.)
 */
export const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
