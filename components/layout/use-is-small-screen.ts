"use client";

import { useSyncExternalStore } from "react";

/** Spec section 9: the mobile breakpoint. */
const smallScreenQuery = "(max-width: 767px)";

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(smallScreenQuery);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True under 768px wide (the bottom-bar layout). False on the server and where media queries are unknown. */
export function useIsSmallScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === "function" && window.matchMedia(smallScreenQuery).matches,
    () => false,
  );
}
