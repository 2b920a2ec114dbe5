"use client";

import type { ReactNode } from "react";

import { AuthProviders } from "@/components/auth/auth-providers";
import { SessionWatch } from "@/components/auth/session-watch";

/**
 * next-auth's SessionProvider with the session watcher, for a page the server rendered for a
 * logged-in viewer. A visitor's page goes without it: next-auth's signIn (login and sign-up
 * forms) works without the provider, and a login always reloads the page, which then has it.
 */
export function SessionLayer({ children }: { children: ReactNode }) {
  return (
    <AuthProviders>
      <SessionWatch isLoggedIn />
      {children}
    </AuthProviders>
  );
}
