import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const SECRET_FILE = ".data/auth-secret";

/**
 * The environment Next needs for sign-in (lib/auth): NEXTAUTH_SECRET signs access tokens and
 * encrypts session cookies, NEXTAUTH_URL is the public origin. Set values win; otherwise the
 * secret is made once and kept in .data/auth-secret (git-ignored), so sessions survive restarts.
 */
export function authEnvironment(port: number): { NEXTAUTH_SECRET: string; NEXTAUTH_URL: string } {
  return {
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || process.env.AUTH_SECRET || localSecret(),
    NEXTAUTH_URL: process.env.NEXTAUTH_URL || `http://localhost:${port}`,
  };
}

function localSecret(): string {
  if (existsSync(SECRET_FILE)) {
    const kept = readFileSync(SECRET_FILE, "utf8").trim();
    if (kept.length >= 32) return kept;
  }
  const secret = randomBytes(32).toString("base64url");
  mkdirSync(dirname(SECRET_FILE), { recursive: true });
  writeFileSync(SECRET_FILE, `${secret}\n`, { mode: 0o600 });
  return secret;
}
