export type CacheSettings = {
  /** 0 switches the cache off. */
  ttlMs: number;
  notFoundTtlMs: number;
  maxBytes: number;
  /** How long a follower waits for the leader's render before rendering itself. */
  followerTimeoutMs: number;
};

const DEFAULT_TTL_SECONDS = 30;
const NOT_FOUND_TTL_SECONDS = 10;
const DEFAULT_MAX_MEGABYTES = 64;

/** PUBLIC_CACHE_TTL_SECONDS (default 30, 0 = off) and PUBLIC_CACHE_MAX_MB (default 64). */
export function cacheSettingsFromEnv(env: Record<string, string | undefined>): CacheSettings {
  const ttlSeconds = wholeNumber(env.PUBLIC_CACHE_TTL_SECONDS, DEFAULT_TTL_SECONDS, "PUBLIC_CACHE_TTL_SECONDS");
  const maxMegabytes = wholeNumber(env.PUBLIC_CACHE_MAX_MB, DEFAULT_MAX_MEGABYTES, "PUBLIC_CACHE_MAX_MB");
  return {
    ttlMs: ttlSeconds * 1000,
    notFoundTtlMs: NOT_FOUND_TTL_SECONDS * 1000,
    maxBytes: maxMegabytes * 1024 * 1024,
    followerTimeoutMs: 15_000,
  };
}

function wholeNumber(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === "") return fallback;
  if (!/^\d+$/.test(value.trim())) throw new Error(`${name} must be a whole number of seconds or megabytes, not "${value}".`);
  return Number(value);
}
