// Prisma Migrate without the Prisma CLI: prisma/migrations keeps the CLI's layout and
// `_prisma_migrations` its bookkeeping, so `prisma migrate deploy` on a machine with network
// accepts the same folder and database. The work is done by the WebAssembly schema engine.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { performance } from "node:perf_hooks";

import pg from "pg";

import { engineErrorMessage, withSchemaEngine, type SchemaEngine, type SchemaFile } from "./schema-engine.ts";

const schemaPath = "prisma/schema.prisma";
const migrationsPath = "prisma/migrations";
const lockfileName = "migration_lock.toml";
const migrationFileName = "migration.sql";

// Our own lock, taken in a session of its own, so that two callers never run the engine at once.
// The engine also takes Prisma's lock (72707369) on its connection, which keeps us in step with a
// real `prisma migrate deploy`; ours must differ, or the engine would wait on us forever.
const migrationLockKey = 7_270_736_901;

const noFilters = { externalTables: [], externalEnums: [] };

type MigrationsList = Parameters<SchemaEngine["applyMigrations"]>[0]["migrationsList"];

export type ApplyMigrationsOptions = { log?: (line: string) => void };

/**
 * Applies the migrations in prisma/migrations that the database has not run yet, recording them
 * in `_prisma_migrations` as `prisma migrate deploy` does, and returns the names it applied.
 *
 * Each migration runs as one implicit transaction. When one fails, nothing of it stays behind: it
 * is marked rolled back (what `prisma migrate resolve --rolled-back` does) so that the corrected
 * file applies on the next run, and the error names the migration and the database's complaint.
 * Migrations after it are not attempted. Callers may run concurrently: they take turns.
 */
export async function applyMigrations(connectionString: string, options: ApplyMigrationsOptions = {}): Promise<string[]> {
  const log = options.log ?? (() => {});
  const migrationsList = await readMigrations();
  return withMigrationLock(connectionString, async (lockSession) => {
    const started = performance.now();
    const failedBefore = await failedMigrationIds(lockSession);
    const applied = await withSchemaEngine({ connectionString, log }, async (engine) => {
      try {
        const { appliedMigrationNames } = await engine.applyMigrations({ migrationsList, filters: noFilters });
        return appliedMigrationNames;
      } catch (error) {
        throw await settleFailedMigration(error, engine, lockSession, failedBefore);
      }
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    for (const name of applied) log(`applied migration ${name}`);
    log(applied.length ? `applied ${applied.length} migration(s) in ${seconds} s` : "database is up to date");
    return applied;
  });
}

/**
 * Writes prisma/migrations/<UTC yyyymmddHHMMSS>_<name>/migration.sql with the SQL that takes the
 * schema built by the existing migrations to prisma/schema.prisma, and returns that folder, or
 * null when there is nothing to change.
 *
 * The existing migrations are applied to a scratch database created (and dropped) on the server
 * of `connectionString`, which needs the CREATEDB privilege there, and the engine diffs that live
 * database against the schema: what `prisma migrate dev --create-only` does with its shadow
 * database. The database `connectionString` names is only used to reach the server.
 */
export async function createMigration(name: string, connectionString: string): Promise<string | null> {
  const slug = toSnakeCase(name);
  if (!slug) throw new Error(`Migration name "${name}" has no letters or digits to name a folder with.`);
  const [migrationsList, schemaFiles] = await Promise.all([readMigrations(), readSchemaFiles()]);

  const script = await withScratchDatabase(connectionString, (scratchUrl) =>
    withSchemaEngine({ connectionString: scratchUrl, schemaFiles }, async (engine) => {
      await engine.applyMigrations({ migrationsList, filters: noFilters }).catch((error: unknown) => {
        throw new Error(`The existing migrations fail on an empty database: ${engineErrorMessage(error)}`, { cause: error });
      });
      return diffLiveDatabase(engine, schemaFiles);
    }),
  );
  if (!script) return null;

  const folder = path.join(migrationsPath, `${utcTimestamp(new Date())}_${slug}`);
  await mkdir(migrationsPath, { recursive: true });
  await mkdir(folder);
  await writeFile(path.join(folder, migrationFileName), script);
  await ensureLockfile();
  return folder;
}

/**
 * The SQL that would take the database at `connectionString` to prisma/schema.prisma, or an empty
 * string when they match. The engine compares what Prisma models (tables, columns, enums,
 * indexes, foreign keys, extensions); triggers and functions are outside its view.
 */
export async function diffDatabaseAgainstSchema(connectionString: string): Promise<string> {
  const schemaFiles = await readSchemaFiles();
  await ensureReachable(connectionString);
  return withSchemaEngine({ connectionString, schemaFiles }, (engine) => diffLiveDatabase(engine, schemaFiles));
}

// ---------------------------------------------------------------------------------------------

async function diffLiveDatabase(engine: SchemaEngine, schemaFiles: SchemaFile[]): Promise<string> {
  const { stdout } = await engine.diff({
    from: { tag: "schemaDatasource", files: schemaFiles, configDir: process.cwd() },
    to: { tag: "schemaDatamodel", files: schemaFiles },
    script: true,
    exitCode: null,
    filters: noFilters,
  });
  return hasStatements(stdout ?? "") ? (stdout ?? "") : "";
}

/** The engine answers "-- This is an empty migration." when there is nothing to do. */
function hasStatements(sql: string): boolean {
  return sql.split("\n").some((line) => line.trim() !== "" && !line.trim().startsWith("--"));
}

async function readSchemaFiles(): Promise<SchemaFile[]> {
  const absolutePath = path.resolve(schemaPath);
  return [{ path: absolutePath, content: await readFile(absolutePath, "utf8") }];
}

async function readMigrations(): Promise<MigrationsList> {
  const baseDir = path.resolve(migrationsPath);
  const entries = await readdir(baseDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const folders = entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  folders.sort();
  const migrationDirectories = await Promise.all(
    folders.map(async (folder) => {
      const filePath = path.join(migrationsPath, folder, migrationFileName);
      const value = await readFile(filePath, "utf8").catch((error: NodeJS.ErrnoException) => {
        throw new Error(`Cannot read ${filePath}: ${error.code === "ENOENT" ? "delete the folder or restore the file" : error.message}`);
      });
      return { path: folder, migrationFile: { path: migrationFileName, content: { tag: "ok" as const, value } } };
    }),
  );
  const lockfileContent = await readFile(path.join(baseDir, lockfileName), "utf8").catch(() => null);
  return {
    baseDir,
    lockfile: { path: lockfileName, content: lockfileContent },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

async function ensureLockfile(): Promise<void> {
  const lockfile = path.join(migrationsPath, lockfileName);
  const content =
    '# Please do not edit this file manually\n# It should be added in your version-control system (e.g., Git)\nprovider = "postgresql"\n';
  await writeFile(lockfile, content, { flag: "wx" }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
}

function toSnakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

function utcTimestamp(date: Date): string {
  return date.toISOString().replace(/\D/g, "").slice(0, 14);
}

// ---------------------------------------------------------------------------------------------
// Connections and errors

/** host:port/database, without the credentials, for messages. */
function describeDatabase(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.host || "localhost"}${url.pathname}`;
  } catch {
    return "the configured database";
  }
}

async function connect(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString });
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Cannot connect to the database at ${describeDatabase(connectionString)}: ${reason}`);
  }
  return client;
}

async function ensureReachable(connectionString: string): Promise<void> {
  await (await connect(connectionString)).end();
}

async function withMigrationLock<T>(connectionString: string, work: (lockSession: pg.Client) => Promise<T>): Promise<T> {
  const client = await connect(connectionString);
  try {
    await client.query("SELECT pg_advisory_lock($1)", [migrationLockKey]);
    return await work(client);
  } finally {
    // Ending the session releases the lock.
    await client.end().catch(() => {});
  }
}

async function withScratchDatabase<T>(connectionString: string, work: (scratchUrl: string) => Promise<T>): Promise<T> {
  const database = `migrations_scratch_${randomUUID().replaceAll("-", "")}`;
  const admin = await connect(connectionString);
  try {
    await admin.query(`CREATE DATABASE "${database}"`).catch((error: Error) => {
      throw new Error(`Cannot create a scratch database on ${describeDatabase(connectionString)}: ${error.message}`);
    });
    const scratchUrl = new URL(connectionString);
    scratchUrl.pathname = `/${database}`;
    return await work(scratchUrl.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  }
}

type FailedMigration = { id: string; migration_name: string };

async function failedMigrations(session: pg.Client): Promise<FailedMigration[]> {
  const result = await session
    .query<FailedMigration>(
      "SELECT id, migration_name FROM _prisma_migrations WHERE finished_at IS NULL AND rolled_back_at IS NULL",
    )
    .catch(() => undefined); // no _prisma_migrations table yet
  return result?.rows ?? [];
}

async function failedMigrationIds(session: pg.Client): Promise<Set<string>> {
  return new Set((await failedMigrations(session)).map((migration) => migration.id));
}

/**
 * PostgreSQL rolled back the migration that failed in this run (one implicit transaction), but
 * the engine left its record marked failed, which would block every later run. Mark it rolled
 * back and say what went wrong, on one line. Failures recorded by earlier runs are left alone:
 * the engine's own message names them.
 */
async function settleFailedMigration(
  error: unknown,
  engine: SchemaEngine,
  lockSession: pg.Client,
  failedBefore: Set<string>,
): Promise<Error> {
  const failed = (await failedMigrations(lockSession)).find((migration) => !failedBefore.has(migration.id));
  if (!failed) return new Error(`Migrations could not be applied: ${engineErrorMessage(error)}`, { cause: error });
  await engine.markMigrationRolledBack({ migrationName: failed.migration_name });
  return new Error(`Migration ${failed.migration_name} failed and was rolled back: ${engineErrorMessage(error)}`, {
    cause: error,
  });
}

