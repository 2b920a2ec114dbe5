/**
 * An in-process fixed-window counter: at most `limit` hits per key per window. It lives in one
 * server process's memory, so it is a brake on casual abuse (e-mail enumeration), not an exact
 * limit across several instances; limits that must hold everywhere use the database
 * (lib/auth/login-attempts.ts).
 */
export function createFixedWindowLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function prune(now: number) {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  }

  return {
    /** Counts one hit for `key`; allowed is false once the window's limit is spent. */
    hit(key: string, now: number = Date.now()): { allowed: boolean; retryAfterSeconds: number } {
      if (windows.size >= maxKeys) prune(now);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= limit, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
    },
  };
}
