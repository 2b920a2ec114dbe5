import pg from "pg";

import { log } from "./log.ts";

export type PublishedEvent = {
  appId: string;
  channel: string;
  event: string;
  data: string;
  source: "api" | "client";
  excludedSocketId?: string;
};

/**
 * What outlives the emulator's process: every published event and a count of connections per
 * app, for diagnosing what the app sent. Live connections are not kept: after a restart pusher-js
 * reconnects and subscribes again. Writes never hold up delivery; close() waits for them.
 */
export type EventLog = {
  recordEvent(event: PublishedEvent): void;
  recordConnection(appId: string): void;
  close(): Promise<void>;
};

const SCHEMA_STATEMENTS = [
  "CREATE SCHEMA IF NOT EXISTS pusher_emulator",
  `CREATE TABLE IF NOT EXISTS pusher_emulator.published_events (
    id bigserial PRIMARY KEY,
    app_id text NOT NULL,
    channel text NOT NULL,
    event text NOT NULL,
    data text NOT NULL,
    source text NOT NULL CHECK (source IN ('api', 'client')),
    excluded_socket_id text,
    published_at timestamptz NOT NULL DEFAULT now()
  )`,
  "CREATE INDEX IF NOT EXISTS published_events_app_channel ON pusher_emulator.published_events (app_id, channel, id)",
  `CREATE TABLE IF NOT EXISTS pusher_emulator.app_counters (
    app_id text PRIMARY KEY,
    connections_opened bigint NOT NULL DEFAULT 0,
    events_published bigint NOT NULL DEFAULT 0,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
];

// Two emulators starting on one database would race on CREATE ... IF NOT EXISTS.
const SCHEMA_LOCK = 7_106_001;

export const noEventLog: EventLog = { recordEvent: () => {}, recordConnection: () => {}, close: async () => {} };

export async function openEventLog(databaseUrl: string): Promise<EventLog> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  pool.on("error", (error) => log("error", "database connection failed", { error: error.message }));
  try {
    await createSchema(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  const pending = new Set<Promise<unknown>>();
  const write = (sql: string, values: unknown[], after: Promise<unknown> = Promise.resolve()) => {
    const done = after
      .then(() => pool.query(sql, values))
      .catch((error: Error) => log("error", "could not record to the database", { error: error.message }))
      .finally(() => pending.delete(done));
    pending.add(done);
    return done;
  };
  // Events are written one after another, so that their ids follow the order they were published
  // in: on the pool's four connections, two inserts could land the other way round.
  let lastEvent: Promise<unknown> = Promise.resolve();
  const countFor = (appId: string, column: "connections_opened" | "events_published") =>
    write(
      `INSERT INTO pusher_emulator.app_counters (app_id, ${column}) VALUES ($1, 1)
       ON CONFLICT (app_id) DO UPDATE SET ${column} = app_counters.${column} + 1, updated_at = now()`,
      [appId],
    );

  return {
    recordEvent(event) {
      lastEvent = write(
        "INSERT INTO pusher_emulator.published_events (app_id, channel, event, data, source, excluded_socket_id) VALUES ($1, $2, $3, $4, $5, $6)",
        [event.appId, event.channel, event.event, event.data, event.source, event.excludedSocketId ?? null],
        lastEvent,
      );
      countFor(event.appId, "events_published");
    },
    recordConnection: (appId) => countFor(appId, "connections_opened"),
    async close() {
      while (pending.size > 0) await Promise.all([...pending]);
      await pool.end();
    },
  };
}

async function createSchema(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  // While lent out, the connection's errors are not the pool's: without a listener, the server
  // ending it mid-statement would be an uncaught 'error'. The failing statement reports it instead.
  const leaveToNextStatement = () => {};
  client.on("error", leaveToNextStatement);
  try {
    await client.query("BEGIN");
    await client.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK]);
    for (const statement of SCHEMA_STATEMENTS) await client.query(statement);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.off("error", leaveToNextStatement);
    client.release();
  }
}
