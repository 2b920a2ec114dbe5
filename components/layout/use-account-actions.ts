"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";

import { announceSessionEnding, signOutForGood } from "@/components/auth/session-expiry";
import { useToast } from "@/components/ui/toast";
import type { WorkingSide } from "@/lib/generated/prisma/enums";
import { DASHBOARD_HOME_PATH } from "@/lib/navigation/paths";

export const SWITCH_SIDE_ENDPOINT = "/api/auth/switch-side";

/** The spec's wire names for the working side (lib/users/wire.ts), without pulling zod into the browser. */
const wireSide = { EMPLOYER: "employer", CANDIDATE: "candidate" } as const;

/**
 * A full page load, not a client navigation: after a role switch or a logout nothing that the
 * browser holds for the previous side or session (chat connection, cached pages) may survive.
 */
function reloadAt(path: string) {
  window.location.assign(path);
}

/**
 * The account actions of the user's menu (spec section 4).
 * - Role switch: shows a loader, saves the side (logged_as) through the API, then goes to the
 *   dashboard home with a full reload, so that every part of the page starts on the new side.
 * - Logout: ends the next-auth session, clears what the browser kept, and reloads the landing page.
 */
export function useAccountActions() {
  const t = useTranslations("UserMenu");
  const locale = useLocale();
  const toast = useToast();
  const [isSwitching, setIsSwitching] = useState(false);

  async function switchSide(side: WorkingSide) {
    setIsSwitching(true);
    try {
      const response = await fetch(SWITCH_SIDE_ENDPOINT, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ side: wireSide[side] }),
      });
      if (!response.ok) throw new Error(`switch-side answered ${response.status}`);
      reloadAt(`/${locale}${DASHBOARD_HOME_PATH}`);
    } catch (error) {
      console.error(error);
      setIsSwitching(false);
      toast.error(t("switchFailed"));
    }
  }

  async function logout() {
    announceSessionEnding();
    try {
      await signOutForGood();
    } catch (error) {
      console.error(error);
      announceSessionEnding(false);
      toast.error(t("logoutFailed"));
      return;
    }
    try {
      window.localStorage.clear();
      window.sessionStorage.clear();
    } catch {
      // Storage can be unavailable (private mode); there is nothing to clear then.
    }
    // The landing page: it exists in every language whatever else is deployed.
    reloadAt(`/${locale}`);
  }

  return { isSwitching, switchSide, logout };
}
