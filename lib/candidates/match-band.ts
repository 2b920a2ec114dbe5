/**
 * The colour band of a match-percent ring (spec section 9): under 15 red; 15-50 orange; 50-75
 * yellow; 75-90 green; 90 and above purple (with a special icon).
 */
export type MatchBand = "red" | "orange" | "yellow" | "green" | "purple";

export function matchBand(percent: number): MatchBand {
  if (percent >= 90) return "purple";
  if (percent >= 75) return "green";
  if (percent >= 50) return "yellow";
  if (percent >= 15) return "orange";
  return "red";
}

/** A percent for the ring: a whole number from 0 to 100 whatever comes in. */
export function clampPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0;
}
