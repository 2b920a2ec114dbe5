/** The change-email flow: a 6-digit code mailed to the new address. */
export const emailChangeRules = {
  codeTtlMs: 15 * 60_000,
  codeAttempts: 5,
  /** Codes mailed per account per hour. */
  codesPerHour: 5,
} as const;

/** The HMAC scope of a code: valid only for this account and the address it was sent to. */
export function emailChangeCodeScope(userId: string, email: string): string {
  return `email-change:${userId}:${email.toLowerCase()}`;
}
