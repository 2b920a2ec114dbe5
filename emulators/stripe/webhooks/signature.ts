import { createHmac } from "node:crypto";

/** `Stripe-Signature: t=…,v1=…`: HMAC-SHA256 keyed by the whole `whsec_…` secret over `t.payload`. */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${signature}`;
}
