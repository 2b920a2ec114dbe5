import "server-only";

type Env = Record<string, string | undefined>;

export type TwilioConfig = { accountSid: string; authToken: string; from: string; baseUrl: string };

/** Twilio's REST API, unless TWILIO_API_BASE_URL points elsewhere (a test's local server). */
const TWILIO_API = "https://api.twilio.com";

/** Without all three Twilio keys, text messages are only recorded in the outbox (outbox_sms). */
export function twilioConfigFromEnv(env: Env = process.env): TwilioConfig | null {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  const from = env.TWILIO_FROM_NUMBER?.trim();
  if (!accountSid || !authToken || !from) return null;
  return { accountSid, authToken, from, baseUrl: (env.TWILIO_API_BASE_URL?.trim() || TWILIO_API).replace(/\/+$/, "") };
}

/** A refusal or failure of the provider, with its own code when it gave one. */
export class SmsDeliveryError extends Error {}

/**
 * Sends one message through Twilio's Messages resource (form-encoded To, From, Body; basic auth
 * with the account SID and auth token) and returns the message SID. Rejects with
 * SmsDeliveryError when Twilio refuses it or does not answer within 10 seconds.
 */
export async function sendWithTwilio(config: TwilioConfig, message: { to: string; body: string }): Promise<string> {
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
        accept: "application/json",
      },
      body: new URLSearchParams({ To: message.to, From: config.from, Body: message.body }),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new SmsDeliveryError(`Twilio could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const answer = (await response.json().catch(() => null)) as { sid?: unknown; code?: unknown; message?: unknown } | null;
  if (!response.ok || typeof answer?.sid !== "string") {
    const detail = answer && typeof answer.message === "string" ? `${answer.code ?? response.status}: ${answer.message}` : `HTTP ${response.status}`;
    throw new SmsDeliveryError(`Twilio refused the message (${detail})`);
  }
  return answer.sid;
}
