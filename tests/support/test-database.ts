import { randomBytes } from "node:crypto";

import { databaseUrlFor, withDatabaseClient } from "@/scripts/support/database-client";

export type TestDatabase = { name: string; url: string; drop(): Promise<void> };

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with \`npm test\`, which prepares the test database.`);
  return value;
}

/** A fresh database cloned from the migrated template (fast: a file copy inside PostgreSQL). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = requireEnv("TEST_DATABASE_SERVER_URL");
  const template = requireEnv("TEST_DATABASE_TEMPLATE");
  // The run's prefix (scripts/support/test-run.ts) lets a later run drop what a killed one left.
  const name = `${requireEnv("TEST_DATABASE_PREFIX")}_f${randomBytes(4).toString("hex")}`;
  const admin = databaseUrlFor(serverUrl, "postgres");
  await withDatabaseClient(admin, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return {
    name,
    url: databaseUrlFor(serverUrl, name),
    drop: () => withDatabaseClient(admin, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
