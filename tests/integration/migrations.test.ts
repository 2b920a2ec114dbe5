import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { appendFile, cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it, jest } from "@jest/globals";
import pg from "pg";

import { db } from "@/lib/db";
import { applyMigrations, createMigration, diffDatabaseAgainstSchema } from "@/scripts/db/migrations";
import { createEmployerWithCompany, createJob } from "@/prisma/factories";
import { createTestDatabase } from "@/tests/support/test-database";

// Migrating an empty database or building createMigration's scratch one takes about a second;
// Jest's default of 5 s leaves too little room on a loaded machine.
jest.setTimeout(30_000);

const projectRoot = process.cwd();
const databaseUrl = () => process.env.DATABASE_URL!;
const serverUrl = () => process.env.TEST_DATABASE_SERVER_URL!;

type MigrationRecord = { migration_name: string; checksum: string; finished_at: Date | null; rolled_back_at: Date | null };

async function query<Row extends pg.QueryResultRow>(url: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

function migrationRecords(url: string): Promise<MigrationRecord[]> {
  return query<MigrationRecord>(
    url,
    "SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at, migration_name",
  );
}

async function relationExists(url: string, name: string): Promise<boolean> {
  const [row] = await query<{ found: string | null }>(url, "SELECT to_regclass($1)::text AS found", [name]);
  return row?.found != null;
}

/** The folder names under `<root>/prisma/migrations`, in the order Prisma applies them. */
async function migrationFolders(root: string): Promise<string[]> {
  const entries = await readdir(path.join(root, "prisma/migrations"), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** What `prisma migrate deploy` records as a migration's checksum: SHA-256 of the file, in hex. */
async function fileChecksum(root: string, folder: string): Promise<string> {
  const content = await readFile(path.join(root, "prisma/migrations", folder, "migration.sql"));
  return createHash("sha256").update(content).digest("hex");
}

/** A database with nothing in it, not even _prisma_migrations, dropped afterwards. */
async function withEmptyDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  // The test_ prefix lets scripts/test.ts sweep it away should a crash leave it behind.
  const name = `test_${process.pid}_empty_${randomBytes(4).toString("hex")}`;
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  await query(serverUrl(), `CREATE DATABASE "${name}"`);
  try {
    return await work(url.toString());
  } finally {
    await query(serverUrl(), `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

/** A database migrated as far as prisma/migrations goes, of its own, dropped afterwards. */
async function withMigratedDatabase<T>(work: (url: string) => Promise<T>): Promise<T> {
  const database = await createTestDatabase();
  try {
    return await work(database.url);
  } finally {
    await database.drop();
  }
}

/**
 * Runs `work` with the working directory in a throwaway copy of the project's prisma/schema.prisma
 * and prisma/migrations, which migrations.ts reads from the working directory, so that a test may
 * change them. The copy links the project's node_modules, as a project directory has one:
 * schema-engine.ts looks its .wasm up from the working directory.
 */
async function inProjectCopy<T>(work: (project: string) => Promise<T>): Promise<T> {
  const project = await mkdtemp(path.join(tmpdir(), "migrations-test-"));
  const previousDirectory = process.cwd();
  try {
    await mkdir(path.join(project, "prisma"));
    await cp(path.join(projectRoot, "prisma/schema.prisma"), path.join(project, "prisma/schema.prisma"));
    await cp(path.join(projectRoot, "prisma/migrations"), path.join(project, "prisma/migrations"), { recursive: true });
    await symlink(path.join(projectRoot, "node_modules"), path.join(project, "node_modules"), "dir");
    process.chdir(project);
    return await work(project);
  } finally {
    process.chdir(previousDirectory);
    // Removes the node_modules link, not what it points to.
    await rm(project, { recursive: true, force: true });
  }
}

/** A port on this machine that nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

describe("migrations", () => {
  it("produce exactly the schema that schema.prisma describes", async () => {
    expect(await diffDatabaseAgainstSchema(databaseUrl())).toBe("");
  });

  it("are not applied twice", async () => {
    expect(await applyMigrations(databaseUrl())).toEqual([]);
  });

  it("install the triggers Prisma cannot express: search vectors and the jobs' eligibility copies", async () => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      const triggers = await client.query<{ tgname: string }>("SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname");
      expect(triggers.rows.map((row) => row.tgname)).toEqual([
        "job_countries_deleted",
        "job_countries_inserted",
        "job_countries_updated",
        "job_regions_deleted",
        "job_regions_inserted",
        "job_regions_updated",
        "jobs_search_vector_update",
        "users_search_vector_update",
      ]);
      const extensions = await client.query<{ extname: string }>("SELECT extname FROM pg_extension WHERE extname IN ('citext', 'pg_trgm') ORDER BY extname");
      expect(extensions.rows.map((row) => row.extname)).toEqual(["citext", "pg_trgm"]);
    } finally {
      await client.end();
    }
  });

  it("weigh a job's title above its skills above its description, without HTML tags, and refresh on update", async () => {
    const { employer, company } = await createEmployerWithCompany(db);
    const job = await createJob(db, {
      company,
      createdBy: employer,
      title: "Senior Rust engineer",
      skills: ["Rust", "Kubernetes"],
      description: "<p>Build <strong>distributed</strong>systems</p>",
    });
    const vectorOf = async () =>
      (await query<{ vector: string }>(databaseUrl(), "SELECT search_vector::text AS vector FROM jobs WHERE id = $1", [job.id]))[0]?.vector;

    const inserted = await vectorOf();
    expect(inserted).toMatch(/'rust':\d+A/);
    expect(inserted).toMatch(/'kubernetes':\d+B/);
    // The tag between "distributed" and "systems" must not glue them into one word.
    expect(inserted).toMatch(/'distributed':\d+C/);
    expect(inserted).toMatch(/'systems':\d+C/);
    expect(inserted).not.toContain("strong");
    const found = await query(databaseUrl(), "SELECT id FROM jobs WHERE search_vector @@ plainto_tsquery('simple', 'distributed rust')");
    expect(found).toEqual([{ id: job.id }]);

    await db.job.update({ where: { id: job.id }, data: { description: "Remote first" } });
    const updated = await vectorOf();
    expect(updated).toMatch(/'remote':\d+C/);
    expect(updated).not.toContain("distributed");
  });

  it("weigh a user's names and title above skills above about and city", async () => {
    const { employer } = await createEmployerWithCompany(db, {
      employer: { firstName: "Ana", lastName: "Pérez", title: "Desarrolladora backend", skills: ["PostgreSQL", "Go"], about: "Construyo APIs", city: "Bogotá" },
    });
    const [row] = await query<{ vector: string }>(databaseUrl(), "SELECT search_vector::text AS vector FROM users WHERE id = $1", [employer.id]);
    expect(row?.vector).toMatch(/'pérez':\d+A/);
    expect(row?.vector).toMatch(/'desarrolladora':\d+A/);
    expect(row?.vector).toMatch(/'postgresql':\d+B/);
    expect(row?.vector).toMatch(/'apis':\d+C/);
    expect(row?.vector).toMatch(/'bogotá':\d+C/);
  });

  it("leave searched columns free to change type in a later migration", async () => {
    // A trigger that names columns (UPDATE OF ..., WHEN ...) would make PostgreSQL refuse this.
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      await client.query("BEGIN");
      await expect(client.query('ALTER TABLE "jobs" ALTER COLUMN "title" TYPE VARCHAR(300)')).resolves.toBeDefined();
      await expect(client.query('ALTER TABLE "users" ALTER COLUMN "title" TYPE VARCHAR(300)')).resolves.toBeDefined();
    } finally {
      await client.query("ROLLBACK").catch(() => {});
      await client.end();
    }
  });

  it("apply every folder in order to an empty database and record each as prisma migrate deploy does", async () => {
    const folders = await migrationFolders(projectRoot);
    const checksums = await Promise.all(folders.map((folder) => fileChecksum(projectRoot, folder)));

    await withEmptyDatabase(async (url) => {
      expect(await applyMigrations(url)).toEqual(folders);

      const records = await migrationRecords(url);
      expect(records.map((record) => record.migration_name)).toEqual(folders);
      expect(records.map((record) => record.checksum)).toEqual(checksums);
      for (const record of records) {
        expect(record.finished_at).toBeInstanceOf(Date);
        expect(record.rolled_back_at).toBeNull();
      }
    });
  });

  it("apply each migration once when several callers migrate an empty database at the same time", async () => {
    const folders = await migrationFolders(projectRoot);

    await withEmptyDatabase(async (url) => {
      const runs = await Promise.allSettled([applyMigrations(url), applyMigrations(url), applyMigrations(url)]);
      expect(runs.map((run) => run.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      const applied = runs.flatMap((run) => (run.status === "fulfilled" ? run.value : []));
      expect(applied.sort()).toEqual(folders);

      const records = await migrationRecords(url);
      expect(records.map((record) => record.migration_name)).toEqual(folders);
      expect(records.every((record) => record.finished_at !== null)).toBe(true);
    });
  });

  it.each([
    ["an index created by hand", 'CREATE INDEX "jobs_title_by_hand_idx" ON "jobs" ("title")', /DROP INDEX "jobs_title_by_hand_idx"/],
    ["an index dropped by hand", 'DROP INDEX "jobs_search_vector_idx"', /CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING GIN \("search_vector"\)/],
    ["a column added by hand", 'ALTER TABLE "users" ADD COLUMN "nickname" TEXT', /ALTER TABLE "users" DROP COLUMN "nickname"/],
  ])("report %s as drift from schema.prisma", async (_change, statement, expectedSql) => {
    await withMigratedDatabase(async (url) => {
      await query(url, statement);
      expect(await diffDatabaseAgainstSchema(url)).toMatch(expectedSql);
    });
  });

  it("create no migration while schema.prisma matches the migrations", async () => {
    await inProjectCopy(async (project) => {
      const folders = await migrationFolders(project);
      expect(await createMigration("nothing to change", serverUrl())).toBeNull();
      expect(await migrationFolders(project)).toEqual(folders);
    });
  });

  it("create, for a change to schema.prisma, a migration that brings a migrated database back in line", async () => {
    await inProjectCopy((project) =>
      withEmptyDatabase(async (url) => {
        const folders = await migrationFolders(project);
        expect(await applyMigrations(url)).toEqual(folders);
        await appendFile(
          path.join(project, "prisma/schema.prisma"),
          '\nmodel ReleaseNote {\n  id    Int    @id @default(autoincrement())\n  title String @db.VarChar(120)\n\n  @@map("release_notes")\n}\n',
        );
        expect(await diffDatabaseAgainstSchema(url)).toMatch(/CREATE TABLE "release_notes"/);

        const folder = await createMigration("add release notes", serverUrl());

        expect(folder).toMatch(/^prisma\/migrations\/\d{14}_add_release_notes$/);
        // Written relative to the working directory at the time of the call, not to the project.
        expect(existsSync(path.join(project, folder!, "migration.sql"))).toBe(true);
        expect(existsSync(path.join(projectRoot, folder!))).toBe(false);
        expect(await migrationFolders(project)).toEqual([...folders, path.basename(folder!)]);
        expect(await applyMigrations(url)).toEqual([path.basename(folder!)]);
        expect(await relationExists(url, "release_notes")).toBe(true);
        expect(await diffDatabaseAgainstSchema(url)).toBe("");
      }),
    );
  });

  it("roll back a migration that fails half way, name it, and apply its corrected file on the next run", async () => {
    const failing = "29991231000000_add_job_bookmarks";
    const later = "29991231000001_index_job_bookmarks";
    const failingSql = (referencedTable: string) =>
      'CREATE TABLE "job_bookmarks" ("job_id" UUID NOT NULL REFERENCES "jobs" ("id"), "user_id" UUID NOT NULL);\n' +
      `ALTER TABLE "job_bookmarks" ADD FOREIGN KEY ("user_id") REFERENCES "${referencedTable}" ("id");\n`;

    await inProjectCopy((project) =>
      withMigratedDatabase(async (url) => {
        const migrationFile = (folder: string) => path.join(project, "prisma/migrations", folder, "migration.sql");
        await mkdir(path.join(project, "prisma/migrations", failing));
        await writeFile(migrationFile(failing), failingSql("no_such_table"));
        await mkdir(path.join(project, "prisma/migrations", later));
        await writeFile(migrationFile(later), 'CREATE INDEX "job_bookmarks_user_id_idx" ON "job_bookmarks" ("user_id");\n');

        const failure = await applyMigrations(url).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(failure).toBeInstanceOf(Error);
        const message = (failure as Error).message;
        expect(message).toContain(failing);
        // PostgreSQL's complaint, in the engine's words ("No such table: no_such_table").
        expect(message).toContain("no_such_table");
        expect(message).not.toContain("\n");
        // The first statement succeeded before the second failed; the whole file is undone.
        expect(await relationExists(url, "job_bookmarks")).toBe(false);
        const afterFailure = (await migrationRecords(url)).filter((record) => record.migration_name.startsWith("2999"));
        expect(afterFailure).toEqual([expect.objectContaining({ migration_name: failing, finished_at: null, rolled_back_at: expect.any(Date) })]);

        await writeFile(migrationFile(failing), failingSql("users"));
        expect(await applyMigrations(url)).toEqual([failing, later]);
        expect(await relationExists(url, "job_bookmarks_user_id_idx")).toBe(true);
        const finished = (await migrationRecords(url)).filter((record) => record.finished_at !== null && record.migration_name.startsWith("2999"));
        expect(finished.map((record) => [record.migration_name, record.checksum])).toEqual([
          [failing, await fileChecksum(project, failing)],
          [later, await fileChecksum(project, later)],
        ]);
      }),
    );
  });

  it.each([
    ["applyMigrations", (url: string) => applyMigrations(url)],
    ["diffDatabaseAgainstSchema", (url: string) => diffDatabaseAgainstSchema(url)],
    ["createMigration", (url: string) => createMigration("unreachable", url)],
  ])("%s says in one line, without the password, that it cannot reach the database", async (_name, call) => {
    const port = await closedPort();
    const failure = await call(`postgresql://migrator:s3cret-password@127.0.0.1:${port}/remote_jobs`).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    const message = (failure as Error).message;
    expect(message).toMatch(new RegExp(`^Cannot connect to the database at 127\\.0\\.0\\.1:${port}/remote_jobs: .*ECONNREFUSED`));
    expect(message).not.toContain("\n");
    expect(message).not.toContain("s3cret-password");
  });

  it("find the schema engine from the project, whatever the working directory", async () => {
    const elsewhere = await mkdtemp(path.join(tmpdir(), "engine-cwd-"));
    try {
      await cp(path.join(projectRoot, "prisma"), path.join(elsewhere, "prisma"), { recursive: true });
      // A script file, not `tsx -e`: eval mode exits without waiting for the import's promise.
      const script = path.join(elsewhere, "diff.mts");
      await writeFile(
        script,
        `const { diffDatabaseAgainstSchema } = await import(${JSON.stringify(path.join(projectRoot, "scripts/db/migrations.ts"))});
        process.stdout.write(JSON.stringify(await diffDatabaseAgainstSchema(process.env.DATABASE_URL)));`,
      );
      const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl() };
      delete env.NODE_OPTIONS; // Jest's --experimental-vm-modules is not for this child
      const child = spawnSync(path.join(projectRoot, "node_modules/.bin/tsx"), ["--tsconfig", path.join(projectRoot, "tsconfig.json"), script], {
        cwd: elsewhere,
        encoding: "utf8",
        env,
      });
      expect(child.stderr).toBe("");
      expect(child.stdout).toBe('""');
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });
});
