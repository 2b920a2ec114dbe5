import { describe, expect, it } from "@jest/globals";

import { createResponseStore, type CachedResponse } from "@/lib/http-cache/response-store";

function entry(bytes: number, storedAt: number, ttlMs = 30_000): CachedResponse {
  return { status: 200, headers: {}, body: Buffer.alloc(bytes), storedAt, expiresAt: storedAt + ttlMs };
}

describe("the response store", () => {
  it("returns an entry until it expires, then forgets it", () => {
    let clock = 1_000;
    const store = createResponseStore({ maxBytes: 1_000_000, now: () => clock });
    store.set("a", entry(10, clock, 30_000));
    clock += 29_999;
    expect(store.get("a")?.body.length).toBe(10);
    clock += 1;
    expect(store.get("a")).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it("evicts the least recently used entries when the bytes run out", () => {
    const store = createResponseStore({ maxBytes: 3 * 1_600, now: () => 0 });
    store.set("a", entry(1_000, 0));
    store.set("b", entry(1_000, 0));
    store.set("c", entry(1_000, 0));
    expect(store.size).toBe(3);
    store.get("a"); // a is now the most recently used; b the least
    store.set("d", entry(1_000, 0));
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.get("c")).toBeDefined();
    expect(store.get("d")).toBeDefined();
    expect(store.bytes).toBeLessThanOrEqual(3 * 1_600);
  });

  it("evicts as many as it takes for a large entry, and refuses one larger than the whole store", () => {
    const store = createResponseStore({ maxBytes: 4_000, now: () => 0 });
    store.set("a", entry(1_000, 0));
    store.set("b", entry(1_000, 0));
    store.set("big", entry(3_000, 0));
    expect(store.size).toBe(1);
    expect(store.set("huge", entry(5_000, 0))).toBe(false);
    expect(store.get("big")).toBeDefined();
  });

  it("replaces an entry stored again under the same key without counting it twice", () => {
    const store = createResponseStore({ maxBytes: 100_000, now: () => 0 });
    store.set("a", entry(1_000, 0));
    const bytes = store.bytes;
    store.set("a", entry(1_000, 0));
    expect(store.bytes).toBe(bytes);
    expect(store.size).toBe(1);
  });
});
