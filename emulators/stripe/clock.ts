import type { DatabaseClient } from "./store/database.ts";

/**
 * The emulator's time: real time plus an offset kept in the database, so every emulator on that
 * database agrees and a restart keeps the advanced time. Test clocks and /_emulator/clock move it.
 */
export async function readClock(db: DatabaseClient): Promise<number> {
  const { rows } = await db.query<{ offset_seconds: string }>("SELECT offset_seconds FROM stripe_emulator.clock WHERE id = 1");
  return Math.floor(Date.now() / 1000) + Number(rows[0]?.offset_seconds ?? 0);
}

/** Moves the clock forward to `target` (never back: billing already run cannot be undone). */
export async function setClock(db: DatabaseClient, target: number): Promise<number> {
  const now = await readClock(db);
  if (target <= now) return now;
  await db.query("UPDATE stripe_emulator.clock SET offset_seconds = offset_seconds + $1 WHERE id = 1", [target - now]);
  return target;
}
