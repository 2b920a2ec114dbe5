"use client";

import { useMemo, useSyncExternalStore } from "react";

/**
 * Where a password reset is between page loads: the e-mail the code went to and, once the code
 * is traded, the reset token. Kept in this tab's sessionStorage, never in the URL (a token in a
 * URL leaks through history and referrers), so that ?step=... survives a refresh while the secret
 * stays in the tab and dies with it.
 */
export type PasswordResetState = { email: string; resetToken?: string };

const STORAGE_KEY = "remote-jobs:password-reset";
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function savePasswordResetState(state: PasswordResetState | null) {
  try {
    if (state) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode): the flow then starts over after a refresh.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function parse(raw: string | null): PasswordResetState | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PasswordResetState>;
    if (typeof value.email !== "string") return null;
    return { email: value.email, resetToken: typeof value.resetToken === "string" ? value.resetToken : undefined };
  } catch {
    return null;
  }
}

/** The saved state; undefined while the page hydrates (the server cannot know it). */
export function usePasswordResetState(): PasswordResetState | null | undefined {
  const raw = useSyncExternalStore(subscribe, read, () => undefined);
  return useMemo(() => (raw === undefined ? undefined : parse(raw)), [raw]);
}
