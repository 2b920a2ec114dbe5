import { afterAll, expect, it } from "@jest/globals";

import { db } from "@/lib/db";

// The setup file's afterAll hooks run before a test file's own: the file's database must outlive
// them, for the emulators and servers a file stops in its afterAll still hold connections to it.
afterAll(async () => {
  const [row] = await db.$queryRaw<{ ok: number }[]>`SELECT 1 AS ok`;
  expect(row?.ok).toBe(1);
});

it("gives each test file a database of its own", async () => {
  const [row] = await db.$queryRaw<{ name: string }[]>`SELECT current_database() AS name`;
  expect(row?.name).toBe(process.env.TEST_FILE_DATABASE);
});
