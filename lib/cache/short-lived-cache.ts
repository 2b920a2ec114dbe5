/**
 * Results that every viewer shares (a public job search, a public job), kept for a few seconds in
 * this process: under load most fresh renders ask for what another render just read. Callers that
 * ask for a key while it is being read share that one read; a failed read is not kept. Entries are
 * shared between requests, so callers must not mutate them. Bounded by entry count: the least
 * recently used goes first.
 */
export function createShortLivedCache<T>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();

  return {
    get(key: string, read: () => Promise<T>): Promise<T> {
      if (options.ttlMs <= 0) return read();
      const found = entries.get(key);
      if (found && found.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, found);
        return found.value;
      }
      const value = read();
      const entry = { value, expiresAt: now() + options.ttlMs };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as string);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },

    /** After a write that changes what the entries hold: the next read goes to the database. */
    clear() {
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}
