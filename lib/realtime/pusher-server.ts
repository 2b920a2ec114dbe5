import "server-only";

import Pusher from "pusher";

import { realtimeServerConfig, type RealtimeServerConfig } from "@/lib/realtime/config";

let cached: { config: RealtimeServerConfig; pusher: Pusher } | null = null;

/** The `pusher` server SDK for the configured server, or null when none is configured. */
export function getPusher(): Pusher | null {
  const config = realtimeServerConfig();
  if (!config) return null;
  if (cached && sameConfig(cached.config, config)) return cached.pusher;
  // A short timeout: publishing happens after a commit, in the request that made it.
  const { appId, key, secret, useTLS, host, port, cluster } = config;
  const pusher = host
    ? new Pusher({ appId, key, secret, useTLS, host, port, timeout: 3000 })
    : new Pusher({ appId, key, secret, useTLS, cluster: cluster ?? "mt1", timeout: 3000 });
  cached = { config, pusher };
  return pusher;
}

function sameConfig(a: RealtimeServerConfig, b: RealtimeServerConfig): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
