// Seeding: the catalogues every environment needs, the demo world (demo accounts, companies on
// each plan, jobs, candidates, applications) and, on demand, bulk data for performance work.
import { PrismaPg } from "@prisma/adapter-pg";

import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import { generateBulkData } from "@/prisma/seed/bulk";
import { seedCatalogues, type CatalogueIds } from "@/prisma/seed/catalogues";
import { buildDemoRows, insertDemoRows } from "@/prisma/seed/demo";
import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD } from "@/prisma/seed/demo-data";
import { hashPasswordForSeed } from "@/prisma/factories/password";

export type SeedOptions = { log?: (line: string) => void };

// Serialises seed runs on one database (session-independent: taken inside each transaction).
// Distinct from the migration locks in migrations.ts (7270736901) and Prisma's (72707369).
const SEED_LOCK_KEY = 7_270_736_902;

// Long enough for a second caller to wait out the first one's whole seed.
const transactionOptions = { maxWait: 30_000, timeout: 180_000 };

function createClient(connectionString: string) {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
}

async function lockSeeding(tx: Prisma.TransactionClient): Promise<void> {
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
}

/**
 * Seeds the catalogues and, when the database has no demo data yet, the demo world, all in ONE
 * transaction. The demo employer's account (employer@demo.remotejobs.dev) is the marker: when it
 * exists the demo data is left alone and `seeded` is false. Catalogues are upserted on every call,
 * so a later run adds catalogue rows that were added to the seed since.
 *
 * Concurrent calls are safe: each takes a transaction-scoped advisory lock before it looks for
 * the marker, so the second waits for the first to commit, then finds the marker.
 */
export async function seedDemoData(connectionString: string, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const log = options.log ?? (() => {});
  const db = createClient(connectionString);
  try {
    const started = performance.now();
    const seeded = await db.$transaction(async (tx) => {
      await lockSeeding(tx);
      const now = new Date();
      const catalogues = await seedCatalogues(tx, now);
      const marker = await tx.user.findUnique({ where: { email: DEMO_EMPLOYER_EMAIL }, select: { id: true } });
      if (marker) return false;
      const passwordHash = await hashPasswordForSeed(DEMO_PASSWORD);
      await insertDemoRows(tx, buildDemoRows(catalogues, now, passwordHash));
      return true;
    }, transactionOptions);
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    log(seeded ? `seeded catalogues and demo data in ${seconds} s` : `catalogues up to date; demo data already present (${seconds} s)`);
    return { seeded };
  } finally {
    await db.$disconnect();
  }
}

async function ensureCatalogues(connectionString: string): Promise<CatalogueIds> {
  const db = createClient(connectionString);
  try {
    return await db.$transaction(async (tx) => {
      await lockSeeding(tx);
      return seedCatalogues(tx);
    }, transactionOptions);
  } finally {
    await db.$disconnect();
  }
}

/**
 * Adds performance data: `jobs` jobs over up to 2,000 new companies (all industries and
 * countries, mostly open and public, published over the last 120 days) and `candidates`
 * candidates with varied profiles, in batches of 5,000, logging progress. Catalogues are ensured
 * first; demo data is not required. Each call adds new rows (its e-mails and slugs carry a run
 * id); generated accounts share the demo password.
 */
export async function seedBulk(
  connectionString: string,
  options: { jobs: number; candidates: number; log?: (line: string) => void },
): Promise<void> {
  const catalogues = await ensureCatalogues(connectionString);
  const passwordHash = await hashPasswordForSeed(DEMO_PASSWORD);
  await generateBulkData(connectionString, { ...options, catalogues, passwordHash });
}
