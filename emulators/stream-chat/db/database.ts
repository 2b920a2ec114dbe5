import { createHash } from "node:crypto";

import pg from "pg";

import { log } from "../log.ts";
import { SCHEMA } from "./schema.ts";

export type Database = {
  pool: pg.Pool;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  row<T>(sql: string, params?: unknown[]): Promise<T | undefined>;
  /** Runs `work` in one transaction on one connection; `query` answers rows. */
  transaction<T>(work: (query: <R>(sql: string, params?: unknown[]) => Promise<R[]>) => Promise<T>): Promise<T>;
};

export function connectDatabase(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: `-c search_path=${SCHEMA}` });
  // A dropped connection (the database restarting) must not crash the emulator; the pool reconnects.
  pool.on("error", (error) => log("error", "database connection lost", { error: error.message }));
  const rows = async <T>(sql: string, params: unknown[] = []) => (await pool.query({ name: statementName(sql), text: sql, values: params })).rows as T[];
  const transaction = <T>(work: (query: <R>(sql: string, params?: unknown[]) => Promise<R[]>) => Promise<T>) =>
    withConnection(pool, async (client) => {
      try {
        await client.query("BEGIN");
        const result = await work(async <R>(sql: string, params: unknown[] = []) => (await client.query({ name: statementName(sql), text: sql, values: params })).rows as R[]);
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      }
    });
  return { pool, rows, row: async <T>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0], transaction };
}

/**
 * A pooled connection lent to `work`, then returned. While a connection is lent out the pool does
 * not listen for its errors, and the server ending it between two statements (a restart, a dropped
 * database) would be an uncaught 'error' that takes the emulator down: the listener here leaves
 * that to the next statement, which fails, and the pool discards the connection.
 */
async function withConnection<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const leaveToNextStatement = () => {};
  client.on("error", leaveToNextStatement);
  try {
    return await work(client);
  } finally {
    client.off("error", leaveToNextStatement);
    client.release();
  }
}

const statementNames = new Map<string, string>();

/**
 * Every query runs as a named prepared statement, so each connection parses and plans a query
 * once instead of on every call: planning was a large share of PostgreSQL's work under load.
 * Names come from the text, so two different texts never share one.
 */
function statementName(sql: string) {
  let name = statementNames.get(sql);
  if (!name) {
    name = `sc_${createHash("sha1").update(sql).digest("hex").slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "23505";
