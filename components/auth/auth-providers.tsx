"use client";

import type { ReactNode } from "react";
import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";

/** How often an open page asks whether its session still holds (it also asks when the tab gets focus). */
export const SESSION_REFETCH_SECONDS = 5 * 60;

/**
 * next-auth's SessionProvider for the browser, which SessionWatch and next-auth's signIn/signOut
 * keep in step. Mount it once in app/[locale]/layout.tsx around the page (inside
 * NextIntlClientProvider). Pass `session` only when the server already read it; without it the
 * provider asks /api/auth/session once on load.
 */
export function AuthProviders({ children, session }: { children: ReactNode; session?: Session | null }) {
  return (
    <SessionProvider session={session} refetchInterval={SESSION_REFETCH_SECONDS} refetchOnWindowFocus refetchWhenOffline={false}>
      {children}
    </SessionProvider>
  );
}
