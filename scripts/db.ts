/**
 * The database commands. Each starts PostgreSQL as `npm run dev` does (the embedded server unless
 * DATABASE_URL is set), does its work and stops it again.
 *
 *   npm run db:migrate                                     apply pending migrations
 *   npm run db:migration:create -- <name>                  write the next migration from prisma/schema.prisma
 *   npm run db:seed                                        migrate, then add the demo data if it is not there yet
 *   npm run db:seed -- --jobs 100000 --candidates 50000    migrate, then add bulk data (for load tests)
 *   npm run db:reset -- --yes                              delete the embedded database, then migrate and seed it
 *   npm run db:backup [file.tar.gz]                        back up the embedded server, running or not (default .data/backups/)
 *   npm run db:restore <file.tar.gz>                       replace the embedded data with a backup (stop npm run dev first)
 */
import { constants } from "node:os";
import { parseArgs, type ParseArgsConfig } from "node:util";

import { backupEmbeddedDatabase, restoreEmbeddedDatabase } from "./db/backup.ts";
import { applyMigrations, createMigration } from "./db/migrations.ts";
import { deleteEmbeddedData, describeFailure, startDatabase, StartupError, type RunningDatabase } from "./db/postgres.ts";
import { seedBulk, seedDemoData } from "./db/seed.ts";
import { loadEnvFiles } from "./load-env.ts";

const commands = {
  migrate,
  "create-migration": createMigrationCommand,
  seed,
  reset,
  backup,
  restore,
} satisfies Record<string, (args: string[]) => Promise<void>>;

type Command = keyof typeof commands;

function log(line: string) {
  console.log(`  ${line}`);
}

let database: RunningDatabase | undefined;

/** Starts the database for the rest of the command; stopped on exit and on Ctrl-C. */
async function openDatabase(): Promise<RunningDatabase> {
  database = await startDatabase({ log });
  return database;
}

async function migrate(args: string[]) {
  parseArguments({ args, options: {} });
  const { url } = await openDatabase();
  await applyMigrations(url, { log });
}

async function createMigrationCommand(args: string[]) {
  const { positionals } = parseArguments({ args, options: {}, allowPositionals: true });
  const [name, ...extra] = positionals;
  if (!name || extra.length > 0) throw new StartupError("Usage: npm run db:migration:create -- <name>, e.g. add_job_salary.");
  const { url } = await openDatabase();
  const folder = await createMigration(name, url);
  log(folder ? `created ${folder}/migration.sql` : "prisma/schema.prisma matches the migrations: no migration created");
}

async function seed(args: string[]) {
  const { values } = parseArguments({ args, options: { jobs: { type: "string" }, candidates: { type: "string" } } });
  const isBulk = values.jobs !== undefined || values.candidates !== undefined;
  const jobs = countOption(values.jobs, "--jobs");
  const candidates = countOption(values.candidates, "--candidates");
  const { url } = await openDatabase();
  await applyMigrations(url, { log });
  if (isBulk) {
    await seedBulk(url, { jobs, candidates, log });
    return;
  }
  const { seeded } = await seedDemoData(url, { log });
  log(seeded ? "seeded demo data" : "demo data already present");
}

async function reset(args: string[]) {
  const { values } = parseArguments({ args, options: { yes: { type: "boolean", default: false } } });
  if (process.env.DATABASE_URL) {
    throw new StartupError("db:reset only resets the embedded database, and DATABASE_URL is set: drop and recreate that database with your own tools.");
  }
  if (!values.yes) {
    throw new StartupError("This deletes .data/postgres and all its data: run `npm run db:reset -- --yes` to confirm.");
  }
  if (await deleteEmbeddedData({ log })) log("deleted .data/postgres");
  const { url } = await openDatabase();
  await applyMigrations(url, { log });
  const { seeded } = await seedDemoData(url, { log });
  log(seeded ? "seeded demo data" : "demo data already present");
}

async function backup(args: string[]) {
  const { positionals } = parseArguments({ args, options: {}, allowPositionals: true });
  if (positionals.length > 1) throw new StartupError("Usage: npm run db:backup [file.tar.gz]");
  await backupEmbeddedDatabase({ file: positionals[0], log });
}

async function restore(args: string[]) {
  const { positionals } = parseArguments({ args, options: {}, allowPositionals: true });
  if (positionals.length !== 1) throw new StartupError("Usage: npm run db:restore <file.tar.gz> (a file written by npm run db:backup).");
  await restoreEmbeddedDatabase({ file: positionals[0]!, log });
}

/** node:util's parseArgs, with its complaints (an unknown option, say) as one-line errors. */
function parseArguments<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new StartupError(error instanceof Error ? error.message : String(error));
  }
}

function countOption(value: string | undefined, name: string): number {
  if (value === undefined) return 0;
  if (!/^\d+$/.test(value)) throw new StartupError(`${name} takes a whole number, not "${value}".`);
  return Number(value);
}

function parseCommand(argument: string | undefined): Command {
  if (argument && argument in commands) return argument as Command;
  throw new StartupError(`Usage: tsx scripts/db.ts ${Object.keys(commands).join("|")} (got ${argument ? `"${argument}"` : "nothing"}).`);
}

async function main() {
  const command = parseCommand(process.argv[2]);
  let isStopping = false;
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (isStopping) return;
      isStopping = true;
      void (database?.stop() ?? Promise.resolve()).finally(() => process.exit(128 + constants.signals[signal]));
    });
  }
  try {
    await commands[command](process.argv.slice(3));
  } finally {
    await database?.stop();
  }
}

loadEnvFiles();
main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(describeFailure(error));
    process.exit(1);
  },
);
