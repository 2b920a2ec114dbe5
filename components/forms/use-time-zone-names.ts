"use client";

import { useSyncExternalStore } from "react";

let browserZones: string[] | undefined;

/** The IANA zones the browser knows, "UTC" too, sorted. The server checks a chosen one with its own Intl (lib/profile/time-zones.ts). */
function zonesOfThisBrowser(): string[] {
  // Browsers older than 2022 lack the list: they offer the selected zone alone.
  browserZones ??= typeof Intl.supportedValuesOf === "function" ? [...new Set([...Intl.supportedValuesOf("timeZone"), "UTC"])].sort() : [];
  return browserZones;
}

const subscribe = () => () => {};
const noZonesYet = () => null;

/**
 * The time zones a select offers, `selected` among them (an alias such as
 * "Asia/Kolkata" is not in the list). The list is the browser's own: sent with every
 * page, its 420 names were 8 KB of the page's data and 24 KB of its HTML on each render. The
 * server's HTML and the first render offer `selected` alone; the rest follows once hydrated.
 */
export function useTimeZoneNames(selected: string | null | undefined): string[] {
  const zones = useSyncExternalStore(subscribe, zonesOfThisBrowser, noZonesYet);
  if (!zones) return selected ? [selected] : [];
  return selected && !zones.includes(selected) ? [selected, ...zones] : zones;
}

/** How a zone reads in a list: "America/Port of Spain". */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll("_", " ");
}
