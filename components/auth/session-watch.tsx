"use client";

import { useCallback, useEffect, useRef } from "react";
import { useSession } from "next-auth/react";
import { useLocale } from "next-intl";

import { endSession, isSessionGone, LOGOUT_GRACE_MS, SESSION_ENDING_EVENT, type SessionEnd } from "@/components/auth/session-expiry";
import { SESSION_REFUSED_EVENT } from "@/lib/api/client";

/** next-auth tells the other tabs about a logout through this localStorage key. */
const NEXT_AUTH_MESSAGE_KEY = "nextauth.message";

function isSignOutMessage(event: StorageEvent): boolean {
  if (event.key !== NEXT_AUTH_MESSAGE_KEY || !event.newValue) return false;
  try {
    const message = JSON.parse(event.newValue) as { event?: string; data?: { trigger?: string } };
    return message.event === "session" && message.data?.trigger === "signout";
  } catch {
    return false;
  }
}

/**
 * Notices that the session of a logged-in page has ended (spec section 4: "when the token has
 * expired, checked by the logged-in check") and logs the user out to the login page, which shows
 * 'Session has expired, please log in again' with the warning icon. It learns it from next-auth's
 * session checks (every few minutes and when the tab gets the focus; see AuthProviders) and from
 * any API call answered 401 (lib/api/client.ts).
 *
 * A logout on purpose is not an expiry: this page's own logout and account deletion announce
 * themselves first (announceSessionEnding), a page that is unloading is left alone, and a logout
 * in another tab sends the user to the login page without the toast.
 *
 * Mount it once, inside AuthProviders and NextIntlClientProvider, with `isLoggedIn` from the
 * server's view of the request (the layout's viewer).
 */
export function SessionWatch({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { status } = useSession();
  const locale = useLocale();
  const hadSession = useRef(isLoggedIn);
  const isLeaving = useRef(false);
  const isLoggedOutElsewhere = useRef(false);
  const hasEnded = useRef(false);

  useEffect(() => {
    if (isLoggedIn) hadSession.current = true;
  }, [isLoggedIn]);

  /** Ends the session once the server confirms it is gone (a failed check is not an expiry). */
  const end = useCallback(
    async (reason: () => SessionEnd) => {
      if (hasEnded.current || isLeaving.current) return;
      if (!(await isSessionGone()) || hasEnded.current || isLeaving.current) return;
      hasEnded.current = true;
      void endSession(reason(), locale);
    },
    [locale],
  );

  useEffect(() => {
    const onLeave = () => {
      isLeaving.current = true;
    };
    const onEnding = (event: Event) => {
      isLeaving.current = (event as CustomEvent<boolean>).detail !== false;
    };
    const onStorage = (event: StorageEvent) => {
      if (isSignOutMessage(event)) isLoggedOutElsewhere.current = true;
    };
    // Back from the back-forward cache: the page is alive again.
    const onShow = () => {
      isLeaving.current = false;
    };
    window.addEventListener(SESSION_ENDING_EVENT, onEnding);
    window.addEventListener("beforeunload", onLeave);
    window.addEventListener("pagehide", onLeave);
    window.addEventListener("pageshow", onShow);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(SESSION_ENDING_EVENT, onEnding);
      window.removeEventListener("beforeunload", onLeave);
      window.removeEventListener("pagehide", onLeave);
      window.removeEventListener("pageshow", onShow);
      window.removeEventListener("storage", onStorage);
    };
  }, []);

  useEffect(() => {
    if (status === "authenticated") {
      hadSession.current = true;
      return;
    }
    if (status !== "unauthenticated" || !hadSession.current) return;
    const timer = setTimeout(() => void end(() => (isLoggedOutElsewhere.current ? "logged-out" : "expired")), LOGOUT_GRACE_MS);
    return () => clearTimeout(timer);
  }, [status, end]);

  useEffect(() => {
    function onRefused(event: Event) {
      // A 401 may come from a token that only that call carried: end() asks the server first.
      const isBanned = (event as CustomEvent<{ code?: string }>).detail?.code === "account_banned";
      if (hadSession.current) void end(() => (isBanned ? "banned" : "expired"));
    }
    window.addEventListener(SESSION_REFUSED_EVENT, onRefused);
    return () => window.removeEventListener(SESSION_REFUSED_EVENT, onRefused);
  }, [end]);

  return null;
}
