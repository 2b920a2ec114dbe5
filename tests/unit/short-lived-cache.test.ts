import { describe, expect, it } from "@jest/globals";

import { createShortLivedCache } from "@/lib/cache/short-lived-cache";

function counter() {
  let reads = 0;
  return {
    read: (value: string) => () => {
      reads += 1;
      return Promise.resolve(value);
    },
    get reads() {
      return reads;
    },
  };
}

describe("createShortLivedCache", () => {
  it("reads once per key within its lifetime, and again after it", async () => {
    let now = 0;
    const cache = createShortLivedCache<string>({ ttlMs: 5_000, maxEntries: 10, now: () => now });
    const reads = counter();
    expect(await cache.get("a", reads.read("first"))).toBe("first");
    now = 4_999;
    expect(await cache.get("a", reads.read("second"))).toBe("first");
    now = 5_000;
    expect(await cache.get("a", reads.read("third"))).toBe("third");
    expect(reads.reads).toBe(2);
  });

  it("lets concurrent callers share one read", async () => {
    const cache = createShortLivedCache<string>({ ttlMs: 5_000, maxEntries: 10 });
    let release!: (value: string) => void;
    let reads = 0;
    const slow = () => {
      reads += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([cache.get("a", slow), cache.get("a", slow)]);
    release("shared");
    expect(await both).toEqual(["shared", "shared"]);
    expect(reads).toBe(1);
  });

  it("does not keep a failed read", async () => {
    const cache = createShortLivedCache<string>({ ttlMs: 5_000, maxEntries: 10 });
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", () => Promise.resolve("up"))).toBe("up");
  });

  it("forgets everything on clear, and the least recently used entry when full", async () => {
    const cache = createShortLivedCache<string>({ ttlMs: 5_000, maxEntries: 2 });
    const reads = counter();
    await cache.get("a", reads.read("a"));
    await cache.get("b", reads.read("b"));
    await cache.get("a", reads.read("a again"));
    await cache.get("c", reads.read("c"));
    expect(cache.size).toBe(2);
    expect(await cache.get("a", reads.read("a again"))).toBe("a");
    expect(await cache.get("b", reads.read("b again"))).toBe("b again");
    cache.clear();
    expect(await cache.get("a", reads.read("a after clear"))).toBe("a after clear");
  });

  it("reads every time when switched off", async () => {
    const cache = createShortLivedCache<string>({ ttlMs: 0, maxEntries: 10 });
    const reads = counter();
    await cache.get("a", reads.read("a"));
    await cache.get("a", reads.read("a"));
    expect(reads.reads).toBe(2);
  });
});
