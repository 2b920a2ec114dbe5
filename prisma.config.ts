import { existsSync } from "node:fs";
import { defineConfig } from "prisma/config";

// Prisma's CLI wants a native schema engine even for `prisma generate`, and downloads one on first
// use; these machines have no network. Generate never runs that binary, so any existing file
// satisfies the check. Migrations go through the WebAssembly engine (scripts/db), not the CLI.
if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY && !existsSync("node_modules/@prisma/engines/schema-engine-debian-openssl-3.0.x")) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = "package.json";
}

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/remote_jobs" },
});
