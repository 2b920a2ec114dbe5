import { randomBytes, scryptSync } from "node:crypto";

import { describe, expect, it } from "@jest/globals";

import { hashPassword, needsRehash, passwordHashParameters, verifyPassword } from "@/lib/auth/password";
import { hashPasswordForSeed } from "@/prisma/factories/password";

describe("hashPassword and verifyPassword", () => {
  it("stores scrypt$N$r$p$salt$hash with a 16-byte salt and verifies only the right password", async () => {
    const hash = await hashPassword("correct horse");
    const [scheme, N, r, p, salt, key] = hash.split("$");
    expect([scheme, Number(N), Number(r), Number(p)]).toEqual(["scrypt", passwordHashParameters.N, 8, 1]);
    expect(passwordHashParameters.N).toBeGreaterThanOrEqual(2 ** 15);
    expect(Buffer.from(salt!, "base64")).toHaveLength(16);
    expect(Buffer.from(key!, "base64")).toHaveLength(64);
    await expect(verifyPassword("correct horse", hash)).resolves.toBe(true);
    await expect(verifyPassword("correct horsE", hash)).resolves.toBe(false);
    await expect(verifyPassword("", hash)).resolves.toBe(false);
  });

  it("salts every hash", async () => {
    const [first, second] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(first).not.toBe(second);
  });

  it("verifies hashes made with other parameters, such as the seed's former N = 2^14, and flags them for rehashing", async () => {
    const salt = randomBytes(16);
    const key = scryptSync("demo1234", salt, 64, { N: 16384, r: 8, p: 1 });
    const legacy = ["scrypt", 16384, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
    await expect(verifyPassword("demo1234", legacy)).resolves.toBe(true);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(await hashPassword("demo1234"))).toBe(false);
  });

  it("never matches a missing, malformed or hostile hash", async () => {
    const good = (await hashPassword("pw")).split("$");
    const variants = [
      null,
      undefined,
      "",
      "pw",
      "bcrypt$2b$10$abc",
      ["scrypt", 3 * 2 ** 14, 8, 1, good[4], good[5]].join("$"), // N not a power of two
      ["scrypt", 2 ** 30, 8, 1, good[4], good[5]].join("$"), // would need 128 GiB
      ["scrypt", 2 ** 15, 8, 1, "", good[5]].join("$"),
      good.slice(0, 5).join("$"),
    ];
    for (const stored of variants) await expect(verifyPassword("pw", stored)).resolves.toBe(false);
  });

  it("keeps one hash around a tenth of a second (memory-hard, not unbearably slow)", async () => {
    const started = performance.now();
    await hashPassword("timing");
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it("is the hasher the seed and the factories use, so seeded accounts can log in", async () => {
    const seeded = await hashPasswordForSeed("demo1234");
    expect(seeded.startsWith(`scrypt$${passwordHashParameters.N}$8$1$`)).toBe(true);
    await expect(verifyPassword("demo1234", seeded)).resolves.toBe(true);
  });
});
