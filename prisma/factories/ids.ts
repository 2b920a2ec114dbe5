import { randomFillSync } from "node:crypto";

const pool = Buffer.alloc(16 * 4096);
let poolOffset = pool.length;

/**
 * A UUID v7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Rows get their ids before
 * insertion, so that children can point at parents in the same batch; the time prefix keeps
 * primary-key indexes append-only, as Prisma's own uuid(7) default does.
 *
 * The random part comes from crypto, not the factories' seeded generator: ids must stay unique
 * across runs and processes even when the data itself is deterministic.
 */
export function uuidv7(timestamp: number = Date.now()): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const bytes = pool.subarray(poolOffset, poolOffset + 16);
  poolOffset += 16;
  bytes.writeUIntBE(timestamp, 0, 6);
  bytes[6] = 0x70 | ((bytes[6] as number) & 0x0f);
  bytes[8] = 0x80 | ((bytes[8] as number) & 0x3f);
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
