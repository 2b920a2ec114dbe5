import pg from "pg";

export type Database = pg.Pool;
export type DatabaseClient = pg.PoolClient;

const SCHEMA = "stripe_emulator";

// Every object is one JSONB row, as Stripe renders it; `seq` orders objects created in the same second.
const createStatements = [
  `CREATE SCHEMA IF NOT EXISTS ${SCHEMA}`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.objects (
     id text PRIMARY KEY,
     object text NOT NULL,
     seq bigserial NOT NULL,
     created bigint NOT NULL,
     data jsonb NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS objects_by_type ON ${SCHEMA}.objects (object, created DESC, seq DESC)`,
  `CREATE INDEX IF NOT EXISTS objects_by_customer ON ${SCHEMA}.objects ((data->>'customer'), object)`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.idempotency_keys (
     api_key text NOT NULL,
     key text NOT NULL,
     method text NOT NULL,
     path text NOT NULL,
     params_hash text NOT NULL,
     status_code int,
     response jsonb,
     created_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (api_key, key)
   )`,
  // Added after the first release: databases made before it get the column here.
  `ALTER TABLE ${SCHEMA}.idempotency_keys ADD COLUMN IF NOT EXISTS request_id text`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.clock (
     id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
     offset_seconds bigint NOT NULL DEFAULT 0
   )`,
  `INSERT INTO ${SCHEMA}.clock (id) VALUES (1) ON CONFLICT DO NOTHING`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.counters (
     name text PRIMARY KEY,
     value bigint NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS ${SCHEMA}.webhook_deliveries (
     id bigserial PRIMARY KEY,
     event_id text NOT NULL,
     endpoint_id text,
     url text NOT NULL,
     secret text NOT NULL,
     status text NOT NULL DEFAULT 'pending',
     attempts int NOT NULL DEFAULT 0,
     next_attempt_at timestamptz NOT NULL DEFAULT now(),
     last_response_status int,
     last_error text,
     created_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON ${SCHEMA}.webhook_deliveries (next_attempt_at) WHERE status = 'pending'`,
];

// Two emulators starting on one database at once would race on CREATE ... IF NOT EXISTS.
const SCHEMA_LOCK = 7_731_001;

export async function openDatabase(databaseUrl: string, log: (line: string) => void): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle connection the server drops (a restart, a dropped database) must not take the process down.
  pool.on("error", (error) => log(`database: ${error.message}`));
  await withConnection(pool, async (client) => {
    await client.query("SELECT pg_advisory_lock($1)", [SCHEMA_LOCK]);
    for (const statement of createStatements) await client.query(statement);
    await client.query("SELECT pg_advisory_unlock($1)", [SCHEMA_LOCK]);
  });
  return pool;
}

/**
 * A pooled connection lent to `work`, then returned. While a connection is lent out the pool does
 * not listen for its errors, and the server ending it between two statements (a restart, a dropped
 * database) would be an uncaught 'error' that takes the emulator down: the listener here leaves
 * that to the next statement, which fails, and the pool discards the connection.
 */
async function withConnection<T>(database: Database, work: (client: DatabaseClient) => Promise<T>): Promise<T> {
  const client = await database.connect();
  const leaveToNextStatement = () => {};
  client.on("error", leaveToNextStatement);
  try {
    return await work(client);
  } finally {
    client.off("error", leaveToNextStatement);
    client.release();
  }
}

/** Runs `work` in one transaction; mutations take a global lock so two emulators on one database never interleave. */
export async function inTransaction<T>(database: Database, options: { exclusive: boolean }, work: (client: DatabaseClient) => Promise<T>): Promise<T> {
  return withConnection(database, async (client) => {
    try {
      await client.query("BEGIN");
      if (options.exclusive) await client.query("SELECT pg_advisory_xact_lock($1)", [WRITE_LOCK]);
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    }
  });
}

const WRITE_LOCK = 7_731_002;
