// The integration tiers' test environment: Node's, plus the drop of the test file's own database
// (tests/support/integration-setup.ts creates it) after everything in the file has run. Jest runs
// a file's afterAll hooks in the order they were declared, the setup file's first: dropped there,
// the database went away before the file's own hooks had stopped its emulators and servers, and a
// connection one of them held was cut by DROP ... WITH (FORCE) mid-work, an error that failed the
// file. Plain JavaScript: Jest loads the environment itself, outside the tests' transform.
import { TestEnvironment } from "jest-environment-node";
import pg from "pg";

export default class IntegrationEnvironment extends TestEnvironment {
  async teardown() {
    const name = this.global.process?.env?.TEST_FILE_DATABASE;
    try {
      if (name) await dropDatabase(name);
    } finally {
      await super.teardown();
    }
  }
}

async function dropDatabase(name) {
  const prefix = process.env.TEST_DATABASE_PREFIX;
  if (!prefix || !name.startsWith(`${prefix}_`)) throw new Error(`refusing to drop "${name}": not a database of this test run`);
  const admin = new URL(process.env.TEST_DATABASE_SERVER_URL);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
