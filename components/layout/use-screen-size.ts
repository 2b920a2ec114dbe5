"use client";

import { useSyncExternalStore } from "react";

/**
 * Spec section 9's mobile breakpoint (under 768px: the bottom-bar layout), and the tablet widths
 * under 1024px, where the dashboard's items leave the navbar no room for the help and theme icons.
 */
export type ScreenSize = "small" | "medium" | "large";

const queries = { small: "(max-width: 767px)", medium: "(min-width: 768px) and (max-width: 1023px)" } as const;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const lists = Object.values(queries).map((query) => window.matchMedia(query));
  for (const list of lists) list.addEventListener("change", onChange);
  return () => {
    for (const list of lists) list.removeEventListener("change", onChange);
  };
}

function currentSize(): ScreenSize {
  if (typeof window.matchMedia !== "function") return "large";
  if (window.matchMedia(queries.small).matches) return "small";
  return window.matchMedia(queries.medium).matches ? "medium" : "large";
}

/** The screen's size class; "large" on the server and where media queries are unknown. */
export function useScreenSize(): ScreenSize {
  return useSyncExternalStore(subscribe, currentSize, () => "large");
}
