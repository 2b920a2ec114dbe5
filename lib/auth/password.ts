// No `import "server-only"`: the seed and the test factories (plain Node scripts) hash with this
// module too, so that seeded accounts always verify. It holds no secret and reads no environment.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Passwords are stored as `scrypt$N$r$p$salt$hash` (salt and hash in base64). scrypt is
 * memory-hard: N = 2^15 with r = 8 needs 32 MiB and about 100 ms per hash on our machines, which
 * is what one login may cost. The parameters live in each hash, so raising them later leaves old
 * hashes verifiable (and `needsRehash` tells the login to upgrade them).
 */
export const passwordHashParameters = { N: 2 ** 15, r: 8, p: 1 } as const;

const SALT_BYTES = 16;
const KEY_BYTES = 64;

// What a stored hash may ask for. Bounds stop a corrupted or hostile row from making one
// verification allocate gigabytes or run for minutes.
const limits = { minN: 2 ** 10, maxN: 2 ** 20, maxR: 32, maxP: 16 };

type ParsedHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function derive(password: string, salt: Buffer, keyLength: number, { N, r, p }: { N: number; r: number; p: number }): Promise<Buffer> {
  // Node refuses more than 32 MiB by default; scrypt needs 128 * N * r bytes, plus headroom.
  const options: ScryptOptions = { N, r, p, maxmem: 128 * N * r * 2 };
  return new Promise((resolve, reject) => scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = passwordHashParameters;
  const key = await derive(password, salt, KEY_BYTES, passwordHashParameters);
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,8}$/.test(part) ? Number(part) : NaN)) as [number, number, number];
  const isPowerOfTwo = Number.isInteger(Math.log2(N));
  if (!isPowerOfTwo || N < limits.minN || N > limits.maxN || !(r >= 1 && r <= limits.maxR) || !(p >= 1 && p <= limits.maxP)) return null;
  const salt = Buffer.from(parts[4]!, "base64");
  const key = Buffer.from(parts[5]!, "base64");
  if (salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

/**
 * True when `password` matches the stored hash. A hash that cannot be parsed (or none: a
 * social-only account) never matches. The comparison is constant-time.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.key.length, parsed);
  return timingSafeEqual(candidate, parsed.key);
}

/** True when a stored hash uses weaker parameters than new hashes do. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  const { N, r, p } = passwordHashParameters;
  return parsed.N < N || parsed.r < r || parsed.p < p || parsed.key.length < KEY_BYTES;
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification without an account to verify against, so that a login
 * for an unknown e-mail takes as long as a wrong password for a known one.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("dummy password that matches nothing");
  await verifyPassword(password, await dummyHash);
  return false;
}
