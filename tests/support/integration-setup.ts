import { afterAll, beforeAll, jest } from "@jest/globals";

import { PEER_ADDRESS_FLAG } from "@/lib/api/client-ip";
import { createTestDatabase } from "@/tests/support/test-database";

// Route handlers run as under the app's own server (scripts/next-server.ts), which writes the
// socket's address on every request: tests send it with fromAddress (tests/support/api.ts).
process.env[PEER_ADDRESS_FLAG] = "1";

// Each test file gets its own database, copied from the migrated template that scripts/test.ts
// prepares, so files never see each other's rows and can run in parallel. The environment
// (tests/support/integration-environment.mjs) drops it once the file's own afterAll hooks have run.

// Real PostgreSQL, real scrypt and child processes: each test may take a while on 2 busy cores.
jest.setTimeout(30_000);

beforeAll(async () => {
  const testDatabase = await createTestDatabase();
  process.env.DATABASE_URL = testDatabase.url;
  process.env.TEST_FILE_DATABASE = testDatabase.name;
});

afterAll(async () => {
  const { db } = await import("@/lib/db");
  await db.$disconnect();
});
