import { ChannelRegistry } from "./channel-registry.ts";
import type { PusherConnection } from "./connection.ts";

/** An app as the `pusher` package and pusher-js know it: the id for the HTTP API, the key for sockets. */
export type PusherApp = { id: string; key: string; secret: string };

/** One app's live state: its channels and its open connections, by socket id. */
export type AppState = { app: PusherApp; channels: ChannelRegistry; connections: Map<string, PusherConnection> };

export type AppDirectory = { byId(id: string): AppState | undefined; byKey(key: string): AppState | undefined; all(): AppState[] };

export function createAppDirectory(apps: PusherApp[]): AppDirectory {
  if (apps.length === 0) throw new Error("The Pusher emulator needs at least one app (id, key, secret).");
  const states = apps.map((app): AppState => ({ app, channels: new ChannelRegistry(), connections: new Map() }));
  const byId = new Map(states.map((state) => [state.app.id, state]));
  const byKey = new Map(states.map((state) => [state.app.key, state]));
  if (byId.size !== states.length || byKey.size !== states.length) throw new Error("Each Pusher app needs its own id and key.");
  return { byId: (id) => byId.get(id), byKey: (key) => byKey.get(key), all: () => states };
}
