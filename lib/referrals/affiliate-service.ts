import "server-only";
import { logger } from "@/lib/observability/logger";

/**
 * The affiliate service of spec 7 (a FirstPromoter-style API: POST {url}/track/signup with the
 * account's key in a header). Called only when AFFILIATE_API_KEY is set; AFFILIATE_API_URL
 * overrides where. It runs after the sign-up has committed and is never awaited by it: a slow or
 * failing affiliate service costs a log line, never a sign-up.
 */
export type AffiliateSignUp = { email: string; userId: string; referralCode?: string | null; trackingId?: string | null };

const DEFAULT_AFFILIATE_API_URL = "https://firstpromoter.com/api/v1";
const TIMEOUT_MS = 5_000;

export function affiliateConfig(env: NodeJS.ProcessEnv = process.env): { key: string; url: string } | null {
  const key = env.AFFILIATE_API_KEY?.trim();
  if (!key) return null;
  return { key, url: (env.AFFILIATE_API_URL?.trim() || DEFAULT_AFFILIATE_API_URL).replace(/\/+$/, "") };
}

export function reportAffiliateSignUp(signUp: AffiliateSignUp, env: NodeJS.ProcessEnv = process.env): void {
  const config = affiliateConfig(env);
  if (!config) return;
  const body = { email: signUp.email, uid: signUp.userId, ...(signUp.referralCode ? { ref_id: signUp.referralCode } : {}), ...(signUp.trackingId ? { tid: signUp.trackingId } : {}) };
  void fetch(`${config.url}/track/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-api-key": config.key },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
    .then((response) => {
      if (!response.ok) logger.error("affiliate service refused a sign-up", { status: response.status, userId: signUp.userId });
    })
    .catch((error: unknown) => {
      logger.error("affiliate service did not answer", { userId: signUp.userId, error: String(error) });
    });
}
