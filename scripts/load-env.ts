import { existsSync } from "node:fs";

/**
 * Reads .env.local, then .env, into process.env before our scripts decide anything (whether
 * DATABASE_URL names a server or the embedded PostgreSQL is needed, say). Node keeps values that
 * are already set, so the shell wins over both files and .env.local over .env, as with Next.
 */
export function loadEnvFiles() {
  for (const file of [".env.local", ".env"]) {
    if (existsSync(file)) process.loadEnvFile(file);
  }
}
