/**
 * The rule for first and last names: letters of any script (accents included, composed or not),
 * with spaces, hyphens and apostrophes between them: "María José", "O'Brien", "Jean-Luc",
 * "N’Golo". Digits, symbols and names made only of separators are refused.
 */
export const PERSON_NAME_MAX_LENGTH = 80;

const nameShape = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;

/** Trims, joins runs of spaces, and composes accents (NFC) so that "é" is one letter however typed. */
export function normalizePersonName(value: string): string {
  return value.normalize("NFC").trim().replace(/\s+/g, " ");
}

/** True when a normalized name is letters with spaces, hyphens or apostrophes between them. */
export function isPersonName(value: string): boolean {
  return nameShape.test(value);
}
