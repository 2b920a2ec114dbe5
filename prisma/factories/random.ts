/** A small seeded pseudo-random generator (mulberry32), so that generated data is the same on every run. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** An item chosen with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error("pick() from an empty list");
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = [...items];
      const size = Math.min(count, copy.length);
      // Partial Fisher-Yates: only the first `size` positions are shuffled.
      for (let i = 0; i < size; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, size);
    },
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      const last = entries[entries.length - 1];
      if (!last) throw new Error("weighted() from an empty list");
      return last[0];
    },
  };
}

/** A 32-bit seed from a string (FNV-1a), e.g. from a bulk run id. */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
