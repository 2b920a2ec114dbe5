import { describe, expect, it } from "@jest/globals";
import pg from "pg";

import { applyMigrations, diffDatabaseAgainstSchema } from "@/scripts/db/migrations";

const databaseUrl = () => process.env.DATABASE_URL!;

describe("migrations", () => {
  it("produce exactly the schema that schema.prisma describes", async () => {
    expect(await diffDatabaseAgainstSchema(databaseUrl())).toBe("");
  });

  it("are not applied twice", async () => {
    expect(await applyMigrations(databaseUrl())).toEqual([]);
  });

  it("keep full-text search vectors up to date, which Prisma cannot express", async () => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      const triggers = await client.query<{ tgname: string }>("SELECT tgname FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname");
      expect(triggers.rows.map((row) => row.tgname)).toEqual(["jobs_search_vector_update", "users_search_vector_update"]);
      const extensions = await client.query<{ extname: string }>("SELECT extname FROM pg_extension WHERE extname IN ('citext', 'pg_trgm') ORDER BY extname");
      expect(extensions.rows.map((row) => row.extname)).toEqual(["citext", "pg_trgm"]);
    } finally {
      await client.end();
    }
  });
});
