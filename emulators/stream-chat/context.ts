import type { AuthSettings } from "./auth.ts";
import type { Database } from "./db/database.ts";
import type { EmulatorLog } from "./operations/emulator-log.ts";
import type { ConnectionHub } from "./realtime/connection-hub.ts";

export type OperationLimits = { maxConnectionsPerUser: number; maxJsonBodyBytes: number };

/** What every route module needs: the database, the open sockets, the app's keys, limits, the log and the allowed reaction types. */
export type EmulatorContext = {
  db: Database;
  hub: ConnectionHub;
  settings: AuthSettings;
  limits: OperationLimits;
  log: EmulatorLog;
  /** Reaction types a message accepts. */
  reactionTypes: readonly string[];
  /** performance.now() when the emulator started, for the health endpoint's uptime. */
  startedAt: number;
};
