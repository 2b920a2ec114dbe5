import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

export function randomToken(length: number) {
  return [...randomBytes(length)].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

/** An id in Stripe's style: `cus_` followed by 24 letters and digits. */
export function newId(prefix: string) {
  return `${prefix}_${randomToken(24)}`;
}
