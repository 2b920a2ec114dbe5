import { createRandom, type Random } from "./random.ts";

export const DEFAULT_FACTORY_SEED = 20_260_101;

let random = createRandom(DEFAULT_FACTORY_SEED);
let sequence = 0;

/** The generator every factory draws from; reset it for a repeatable sequence of rows. */
export function factoryRandom(): Random {
  return random;
}

/** A per-process counter that keeps e-mails and slugs unique. */
export function nextSequence(): number {
  sequence += 1;
  return sequence;
}

/**
 * Restarts the generator and the counter. Rows built after a reset repeat the earlier ones (same
 * e-mails and slugs), so only reset against a fresh database, or pass a new seed and unique e-mails.
 */
export function resetFactories(seed: number = DEFAULT_FACTORY_SEED): void {
  random = createRandom(seed);
  sequence = 0;
}

/**
 * Runs `work` with its own generator seeded with `seed`, then puts the previous one back: the
 * seed's demo data comes out the same every time without disturbing a caller's sequence.
 */
export function withFactorySeed<T>(seed: number, work: () => T): T {
  const previous = random;
  random = createRandom(seed);
  try {
    return work();
  } finally {
    random = previous;
  }
}
