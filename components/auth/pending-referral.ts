/**
 * The referral code of the link a visitor came through (?fpr=), kept in the browser while they
 * sign up, so that a sign-up that cannot carry it in its own request (a social provider's
 * redirect) still reports it afterwards (components/auth/referral-tracker.tsx).
 */
const KEY = "remote-jobs:referral-code";

export function rememberReferralCode(code: string): void {
  try {
    window.localStorage.setItem(KEY, code);
  } catch {
    // Storage can be unavailable (private mode): the e-mail form still sends the code itself.
  }
}

export function pendingReferralCode(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetReferralCode(): void {
  try {
    window.localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
