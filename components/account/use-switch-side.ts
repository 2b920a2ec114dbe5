"use client";

import { useState } from "react";
import { useLocale } from "next-intl";

import { loadPage } from "@/components/account/load-page";
import { apiRequest } from "@/lib/api/client";
import type { WireSide } from "@/lib/users/wire";

export type SwitchSideOptions = {
  /** Runs first, e.g. to end the chat connection of the side being left (spec: "stop chat"). */
  onBeforeSwitch?: () => void | Promise<void>;
};

/**
 * The role switch of spec section 4: stop what belongs to the old side, show a loader while the
 * side is saved (POST /api/auth/switch-side, which also sets is_employer when switching to
 * employer and sends the session cookie back on the new side), then load the dashboard home
 * from scratch, which opens the new side's home page and menu.
 *
 * `switchSide` resolves false when the switch failed (the caller shows the error) and never
 * resolves on success, because the page is being replaced.
 */
export function useSwitchSide({ onBeforeSwitch }: SwitchSideOptions = {}) {
  const locale = useLocale();
  const [isSwitching, setIsSwitching] = useState(false);

  async function switchSide(side: WireSide): Promise<boolean> {
    setIsSwitching(true);
    try {
      await onBeforeSwitch?.();
      await apiRequest("POST", "auth/switch-side", { side });
    } catch (error) {
      console.error("role switch failed", error);
      setIsSwitching(false);
      return false;
    }
    loadPage(`/${locale}/home`);
    return new Promise<boolean>(() => {});
  }

  return { isSwitching, switchSide };
}
