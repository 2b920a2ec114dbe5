import { randomBytes } from "node:crypto";

import pg from "pg";

export type TestDatabase = { name: string; url: string; drop(): Promise<void> };

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with \`npm test\`, which prepares the test database.`);
  return value;
}

function urlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh database cloned from the migrated template (fast: a file copy inside PostgreSQL). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = requireEnv("TEST_DATABASE_SERVER_URL");
  const template = requireEnv("TEST_DATABASE_TEMPLATE");
  const name = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdmin(serverUrl, (client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return {
    name,
    url: urlFor(serverUrl, name),
    drop: () => withAdmin(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

async function withAdmin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlFor(serverUrl, "postgres") });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
