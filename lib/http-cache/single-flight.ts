/**
 * One render per key at a time: the first request for a key leads (renders), the ones that
 * arrive meanwhile follow and get the leader's result. A null result (the answer could not be
 * cached) tells followers to go and render for themselves.
 */
export type Flight<T> = { role: "leader"; settle(result: T | null): void } | { role: "follower"; result: Promise<T | null> };

export function createSingleFlight<T>() {
  const inFlight = new Map<string, Promise<T | null>>();

  return {
    join(key: string): Flight<T> {
      const running = inFlight.get(key);
      if (running) return { role: "follower", result: running };
      let resolve!: (result: T | null) => void;
      inFlight.set(key, new Promise<T | null>((done) => (resolve = done)));
      let isSettled = false;
      return {
        role: "leader",
        settle(result) {
          if (isSettled) return;
          isSettled = true;
          inFlight.delete(key);
          resolve(result);
        },
      };
    },

    get pending() {
      return inFlight.size;
    },
  };
}
