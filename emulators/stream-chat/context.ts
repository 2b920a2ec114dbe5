import type { AuthSettings } from "./auth.ts";
import type { Database } from "./db/database.ts";
import type { ConnectionHub } from "./realtime/connection-hub.ts";

/** What every route module needs: the database, the open sockets, the app's keys and the allowed reaction types. */
export type EmulatorContext = { db: Database; hub: ConnectionHub; settings: AuthSettings; reactionTypes: readonly string[] };
