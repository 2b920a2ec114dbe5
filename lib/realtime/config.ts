/**
 * Where the app's Pusher Channels server is, read from the environment at run time (not at build
 * time: the emulator's port can change from one start to the next). scripts/serve.ts and the tests
 * set these for the local emulator; in production they name hosted Pusher or a compatible server.
 *
 *   PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET   the app's credentials; without all three, no live delivery
 *   PUSHER_CLUSTER                              hosted Pusher's cluster (mt1)
 *   PUSHER_HOST, PUSHER_PORT, PUSHER_USE_TLS    a self-hosted server instead of the cluster
 *   PUSHER_PUBLIC_HOST, PUSHER_PUBLIC_PORT      where browsers reach that server, when not at PUSHER_HOST:PUSHER_PORT
 */
type Env = Record<string, string | undefined>;

export type RealtimeServerConfig = {
  appId: string;
  key: string;
  secret: string;
  cluster?: string;
  host?: string;
  port?: string;
  useTLS: boolean;
};

/** What pusher-js needs in the browser: no secret. */
export type RealtimeClientConfig = {
  key: string;
  cluster: string;
  /** Set for a self-hosted server; absent for hosted Pusher. */
  wsHost?: string;
  wsPort?: number;
  forceTLS: boolean;
};

const DEFAULT_CLUSTER = "mt1";

export function realtimeServerConfig(env: Env = process.env): RealtimeServerConfig | null {
  const { PUSHER_APP_ID: appId, PUSHER_KEY: key, PUSHER_SECRET: secret } = env;
  if (!appId || !key || !secret) return null;
  if (env.PUSHER_HOST) {
    return { appId, key, secret, host: env.PUSHER_HOST, port: env.PUSHER_PORT || undefined, useTLS: env.PUSHER_USE_TLS === "true" };
  }
  return { appId, key, secret, cluster: env.PUSHER_CLUSTER || DEFAULT_CLUSTER, useTLS: true };
}

export function realtimeClientConfig(env: Env = process.env): RealtimeClientConfig | null {
  const server = realtimeServerConfig(env);
  if (!server) return null;
  const cluster = server.cluster ?? "local";
  if (!server.host) return { key: server.key, cluster, forceTLS: true };
  const port = Number(env.PUSHER_PUBLIC_PORT || server.port || (server.useTLS ? 443 : 80));
  return { key: server.key, cluster, wsHost: env.PUSHER_PUBLIC_HOST || server.host, wsPort: port, forceTLS: server.useTLS };
}
