/**
 * What a visitor types, made safe for the two ways searches read text: a prefix tsquery for the
 * tsvector columns, and an ILIKE pattern for the trigram-indexed titles.
 */

const MAX_TERMS = 8;

/**
 * Words of a search as a prefix tsquery ("reac dev" -> "reac:* & dev:*"). Only letters and digits
 * survive, so nothing a visitor types can change the query's syntax. Null when no word is left.
 */
export function toPrefixTsQuery(text: string): string | null {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, MAX_TERMS) ?? [];
  return words.length > 0 ? words.map((word) => `${word.slice(0, 40)}:*`).join(" & ") : null;
}

/** An ILIKE pattern for "contains this text": `%` and `_` typed by a visitor are matched literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
