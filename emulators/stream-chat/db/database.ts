import pg from "pg";

import { SCHEMA } from "./schema.ts";

export type Database = {
  pool: pg.Pool;
  rows<T>(sql: string, params?: unknown[]): Promise<T[]>;
  row<T>(sql: string, params?: unknown[]): Promise<T | undefined>;
};

export function connectDatabase(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: `-c search_path=${SCHEMA}` });
  // A dropped connection (the database restarting) must not crash the emulator; the pool reconnects.
  pool.on("error", (error) => console.error(`[stream-chat emulator] database connection lost: ${error.message}`));
  const rows = async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[];
  return { pool, rows, row: async <T>(sql: string, params: unknown[] = []) => (await rows<T>(sql, params))[0] };
}

export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "23505";
