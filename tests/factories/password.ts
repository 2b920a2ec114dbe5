import { randomBytes, scrypt, type ScryptOptions } from "node:crypto";

const N = 16384;
const r = 8;
const p = 1;
const keyLength = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/**
 * Hashes a password for seeded and test accounts as `scrypt$N$r$p$salt$hash` (salt and hash in
 * base64). The accounts issue will put the real hashing and verification in lib/auth, which owns
 * the format from then on; this helper must keep producing hashes that lib/auth accepts.
 */
export async function hashPasswordForSeed(plain: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(plain, salt, { N, r, p });
  return ["scrypt", N, r, p, salt.toString("base64"), hash.toString("base64")].join("$");
}
