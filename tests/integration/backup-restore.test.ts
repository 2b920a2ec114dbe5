/**
 * npm run db:backup and db:restore (scripts/db/backup.ts) on a real embedded server in a
 * throwaway folder and port: a backup taken while the server runs and is written to, changes
 * after it, and a restore that brings back exactly what the backup held.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import pg from "pg";

import { backupEmbeddedDatabase, defaultBackupFile, restoreEmbeddedDatabase } from "@/scripts/db/backup";
import { startDatabase, type RunningDatabase } from "@/scripts/db/postgres";
import { freePort } from "@/scripts/support/free-port";

// initdb, a backup with a checkpoint, WAL replay on the restored server's first start.
const SLOW_MS = 120_000;

let root: string;
let dataDir: string;
let port: number;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "backup-test-"));
  // As root, PostgreSQL runs as the postgres user, which must be able to pass through this folder.
  await fs.chmod(root, 0o755);
  dataDir = path.join(root, "data");
  port = await freePort();
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

const start = () => startDatabase({ databaseUrl: null, dataDir, port });
/** The throwaway server, never the test file's own database in DATABASE_URL. */
const embedded = () => ({ dataDir, port, databaseUrl: null });

async function query<T extends pg.QueryResultRow>(database: RunningDatabase, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe("db:backup and db:restore", () => {
  it(
    "back up a running server and restore exactly what it held, the app's tables and another schema alike",
    async () => {
      const file = path.join(root, "backups", "snapshot.tar.gz");
      let database = await start();
      try {
        await query(database, "CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL)");
        await query(database, "CREATE SCHEMA emulator; CREATE TABLE emulator.events (name text)");
        await query(database, "INSERT INTO notes (body) SELECT 'before backup ' || n FROM generate_series(1, 500) n");
        await query(database, "INSERT INTO emulator.events VALUES ('kept')");

        // Written to while the archive is made: what committed before the backup began is in it.
        let writing = true;
        const writer = (async () => {
          while (writing) await query(database, "INSERT INTO notes (body) VALUES ('during backup')");
        })();
        const lines: string[] = [];
        const result = await backupEmbeddedDatabase({ ...embedded(), file, log: (line) => lines.push(line) });
        writing = false;
        await writer;
        expect(result.file).toBe(file);
        expect(result.bytes).toBeGreaterThan(0);
        expect(lines.join("\n")).toMatch(/backed up .*remote_jobs/);

        await query(database, "DELETE FROM notes WHERE id <= 100");
        await query(database, "INSERT INTO notes (body) VALUES ('after backup')");
        await query(database, "DROP SCHEMA emulator CASCADE");
      } finally {
        await database.stop();
      }

      const { previousDataDir } = await restoreEmbeddedDatabase({ ...embedded(), file });

      database = await start();
      try {
        const [counts] = await query<{ before: string; after: string; first: number }>(
          database,
          "SELECT count(*) FILTER (WHERE body LIKE 'before backup %') AS before, count(*) FILTER (WHERE body = 'after backup') AS after, min(id) AS first FROM notes",
        );
        expect(counts).toEqual({ before: "500", after: "0", first: 1 });
        expect(await query(database, "SELECT name FROM emulator.events")).toEqual([{ name: "kept" }]);
        // The sequence came back with the rows: new ids follow the restored ones.
        const [next] = await query<{ id: number }>(database, "INSERT INTO notes (body) VALUES ('new') RETURNING id");
        const [max] = await query<{ max: number }>(database, "SELECT max(id) AS max FROM notes WHERE body <> 'new'");
        expect(next!.id).toBeGreaterThan(max!.max);
      } finally {
        await database.stop();
      }
      // The folder the restore replaced is kept, not deleted.
      expect(previousDataDir).not.toBeNull();
      await expect(fs.access(path.join(previousDataDir!, "PG_VERSION"))).resolves.toBeUndefined();
    },
    SLOW_MS,
  );

  it(
    "refuses to restore over a server that is running, and leaves it untouched",
    async () => {
      const file = path.join(root, "backups", "refused.tar.gz");
      const database = await start();
      try {
        await backupEmbeddedDatabase({ ...embedded(), file });
        await expect(restoreEmbeddedDatabase({ ...embedded(), file })).rejects.toThrow(/in use by another command/);
        expect(await query(database, "SELECT 1 AS up")).toEqual([{ up: 1 }]);
      } finally {
        await database.stop();
      }
    },
    SLOW_MS,
  );

  it("refuses a file that is not one of its backups, before touching the data folder", async () => {
    const notABackup = path.join(root, "not-a-backup.tar.gz");
    await fs.writeFile(notABackup, "plain text");
    await expect(restoreEmbeddedDatabase({ ...embedded(), file: notABackup })).rejects.toThrow(/not a backup made by npm run db:backup/);
    await expect(restoreEmbeddedDatabase({ ...embedded(), file: path.join(root, "missing.tar.gz") })).rejects.toThrow(/No backup at/);
    await expect(fs.access(path.join(dataDir, "PG_VERSION"))).resolves.toBeUndefined();
  });

  it("works on the embedded server only: with DATABASE_URL set it says what to use instead", async () => {
    const databaseUrl = "postgresql://user:secret@db.example.test/app";
    await expect(backupEmbeddedDatabase({ dataDir, port, databaseUrl })).rejects.toThrow(/DATABASE_URL is set/);
    await expect(restoreEmbeddedDatabase({ file: "x.tar.gz", dataDir, port, databaseUrl })).rejects.toThrow(/DATABASE_URL is set/);
  });

  it("names a default file under .data/backups by the time", () => {
    expect(defaultBackupFile(new Date("2026-11-26T09:38:32.123Z"))).toBe(path.join(".data", "backups", "remote-jobs-20261126-093832.tar.gz"));
  });
});
