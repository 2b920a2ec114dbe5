import { signOut } from "next-auth/react";

import { safeCallbackPath } from "@/lib/navigation/callback-url";
import { LOGIN_PATH } from "@/lib/navigation/paths";

/** ?reason= on the login page when the session watcher sent the user there (it shows the toast). */
export const SESSION_EXPIRED_REASON = "session-expired";
/** ?reason= when the account was banned while its session was open (lib/guards/require-page-access.ts sends it too). */
export const ACCOUNT_BANNED_REASON = "account-banned";

/**
 * How long an ended session waits before it counts as expired: a logout in another tab announces
 * itself through localStorage, and that message may arrive after this tab's session check.
 */
export const LOGOUT_GRACE_MS = 1500;

/** Fired on `window` by this page when it ends its session on purpose (the user menu's logout, account deletion). */
export const SESSION_ENDING_EVENT = "remote-jobs:session-ending";

/**
 * Tells the session watcher, before the session ends, that it ends on purpose: from then on no
 * refused API call or session check on this page is taken for an expiry and sent to the login
 * page, however long the logout and the next page take on a busy machine. `false` takes it back
 * (the logout failed and the page stays).
 */
export function announceSessionEnding(isEnding = true): void {
  window.dispatchEvent(new CustomEvent<boolean>(SESSION_ENDING_EVENT, { detail: isEnding }));
}

/** Why a session that was there is gone: ended here or in another tab on purpose, or expired. */
export type SessionEnd = "expired" | "banned" | "logged-out";

/**
 * The login page to land on: back to this page afterwards, and with the reason that makes the
 * login page show 'Session has expired, please log in again' when the session expired.
 */
export function loginUrlAfter(end: SessionEnd, { locale, currentPath }: { locale: string; currentPath: string }): string {
  const params = new URLSearchParams({ callbackUrl: safeCallbackPath(currentPath) });
  if (end === "expired") params.set("reason", SESSION_EXPIRED_REASON);
  if (end === "banned") params.set("reason", ACCOUNT_BANNED_REASON);
  return `/${locale}${LOGIN_PATH}?${params}`;
}

/**
 * Whether the server says there is no session: only a session check that answered, with no user,
 * counts. A check that failed (the network, a busy server) says nothing, and must never log
 * anyone out: next-auth reports both as "no session".
 */
export async function isSessionGone(): Promise<boolean> {
  try {
    const response = await fetch("/api/auth/session", { cache: "no-store", credentials: "same-origin" });
    if (!response.ok) return false;
    const session = (await response.json()) as { user?: unknown } | null;
    return !session?.user;
  } catch {
    return false;
  }
}

/** How many times a logout is tried before it counts as failed. */
const SIGN_OUT_ATTEMPTS = 3;

/**
 * next-auth's signOut, repeated until the server says the session is gone: a session check
 * already on its way when the logout lands (next-auth's own, after a sign-in or on focus) is
 * answered with the session cookie re-issued, which brings the session back after the logout
 * cleared it. Throws when the session outlives every attempt, or the server cannot be reached.
 */
export async function signOutForGood(): Promise<void> {
  for (let attempt = 1; attempt <= SIGN_OUT_ATTEMPTS; attempt += 1) {
    await signOut({ redirect: false });
    if (await isSessionGone()) return;
  }
  throw new Error(`the session was still there after ${SIGN_OUT_ATTEMPTS} logouts`);
}

/**
 * The forced logout of spec section 4: end the next-auth session (its cookie, and the other
 * tabs), clear what the browser kept, and load the login page from scratch, so that nothing of
 * the old session (chat, cached pages) survives.
 */
export async function endSession(end: SessionEnd, locale: string): Promise<void> {
  const target = loginUrlAfter(end, { locale, currentPath: `${window.location.pathname}${window.location.search}` });
  try {
    await signOut({ redirect: false });
  } catch {
    // The cookie is already gone or refused; the login page works either way.
  }
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage can be unavailable (private mode); there is nothing to clear then.
  }
  window.location.replace(target);
}
