import { setTimeout as sleep } from "node:timers/promises";

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import pg from "pg";

import { connectDatabase } from "@/emulators/stream-chat/db/database";
import { inTransaction, openDatabase, type Database as StripeDatabase } from "@/emulators/stripe/store/database";

// The server can end a connection an emulator holds between two statements of a transaction (a
// restart, a dropped database). node-postgres then emits 'error' on the client; without a listener
// that is an uncaught exception, and the emulator process dies with the work it had in hand.
let admin: pg.Client;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
});
afterAll(async () => {
  await admin.end();
});

/** Ends this connection from the server's side, then leaves time for its notice to arrive while no statement is running. */
async function endFromServer(pid: number) {
  await admin.query("SELECT pg_terminate_backend($1)", [pid]);
  await sleep(300);
}

describe("a connection the server ends while an emulator holds it", () => {
  it("fails the Stripe emulator's transaction instead of the process", async () => {
    const database: StripeDatabase = await openDatabase(process.env.DATABASE_URL!, () => {});
    try {
      const work = inTransaction(database, { exclusive: false }, async (client) => {
        const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
        await endFromServer(rows[0]!.pid);
        await client.query("SELECT 1");
      });
      await expect(work).rejects.toThrow();
      expect((await database.query<{ ok: number }>("SELECT 1 AS ok")).rows[0]?.ok).toBe(1);
    } finally {
      await database.end();
    }
  });

  it("fails the chat emulator's transaction instead of the process", async () => {
    const database = connectDatabase(process.env.DATABASE_URL!);
    try {
      const work = database.transaction(async (query) => {
        const [row] = await query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
        await endFromServer(row!.pid);
        await query("SELECT 1");
      });
      await expect(work).rejects.toThrow();
      expect((await database.row<{ ok: number }>("SELECT 1 AS ok"))?.ok).toBe(1);
    } finally {
      await database.pool.end();
    }
  });
});
