import type { ResponseHeaders } from "./cacheable-response.ts";
import type { NonceSlots } from "./fresh-nonce.ts";

export type CachedResponse = {
  status: number;
  headers: ResponseHeaders;
  /** As sent on the wire; uncompressed when `nonce` is set (fresh-nonce.ts). */
  body: Buffer;
  nonce?: NonceSlots;
  storedAt: number;
  expiresAt: number;
};

/** What an entry costs beyond its body: headers, key and bookkeeping, roughly. */
const ENTRY_OVERHEAD_BYTES = 512;

function entrySize(key: string, entry: CachedResponse): number {
  return entry.body.length + key.length + JSON.stringify(entry.headers).length + ENTRY_OVERHEAD_BYTES;
}

/**
 * An in-memory LRU of responses, bounded by total bytes, whose entries expire. A Map keeps
 * insertion order: a hit re-inserts its key, so the first key is always the least recently used.
 * `now` is injectable so tests can move the clock.
 */
export function createResponseStore(options: { maxBytes: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { entry: CachedResponse; size: number }>();
  let totalBytes = 0;

  function remove(key: string) {
    const found = entries.get(key);
    if (!found) return;
    entries.delete(key);
    totalBytes -= found.size;
  }

  return {
    get(key: string): CachedResponse | undefined {
      const found = entries.get(key);
      if (!found) return undefined;
      if (found.entry.expiresAt <= now()) {
        remove(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, found);
      return found.entry;
    },

    /** Stores the entry unless it alone exceeds the bound; evicts the least recently used to make room. */
    set(key: string, entry: CachedResponse): boolean {
      remove(key);
      const size = entrySize(key, entry);
      if (size > options.maxBytes) return false;
      while (totalBytes + size > options.maxBytes) {
        const oldest = entries.keys().next().value as string;
        remove(oldest);
      }
      entries.set(key, { entry, size });
      totalBytes += size;
      return true;
    },

    get size() {
      return entries.size;
    },

    get bytes() {
      return totalBytes;
    },
  };
}

export type ResponseStore = ReturnType<typeof createResponseStore>;
