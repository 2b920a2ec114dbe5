import { passwordResetCodeValidMinutes } from "@/lib/mail/templates";

/** Section 7's reset flow: a 6-digit code by e-mail, then a reset token for the new password. */
export const passwordResetRules = {
  /** The e-mail tells the user how long the code works, so its figure is the one. */
  codeTtlMs: passwordResetCodeValidMinutes * 60_000,
  codeAttempts: 5,
  tokenTtlMs: 30 * 60_000,
  /** Codes mailed per account per hour; more requests are answered alike but send nothing. */
  codesPerHour: 5,
} as const;

/** The HMAC scope of a reset code: codes are only valid for the account they were sent to. */
export function resetCodeScope(userId: string): string {
  return `password-reset:${userId}`;
}
