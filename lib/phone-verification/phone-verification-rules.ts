/** Phone verification by a 6-digit SMS code. */
export const phoneVerificationRules = {
  codeTtlMs: 10 * 60_000,
  /** Wrong codes allowed; the next try burns the code. */
  codeAttempts: 5,
  /** The least wait between two codes to one account. */
  resendAfterMs: 60_000,
  /** Codes sent per account per hour. */
  codesPerHour: 5,
} as const;

/** The HMAC scope of a code: valid only for this account and the number it was sent to. */
export function phoneCodeScope(userId: string, phone: string): string {
  return `phone:${userId}:${phone}`;
}
