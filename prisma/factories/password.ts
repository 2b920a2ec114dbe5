import { hashPassword } from "@/lib/auth/password";

/**
 * Hashes a password for seeded and test accounts with the app's own hasher (lib/auth/password.ts
 * owns the `scrypt$N$r$p$salt$hash` format), so that every seeded account can log in.
 */
export function hashPasswordForSeed(plain: string): Promise<string> {
  return hashPassword(plain);
}
