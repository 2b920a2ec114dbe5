import { z } from "zod";

/**
 * Free text from a query string, trimmed and bounded. PostgreSQL cannot store or compare a NUL
 * character in text (the query fails with "invalid byte sequence"), so a value holding one is
 * refused like any other bad value instead of reaching the database.
 */
export function queryText(max: number) {
  return z.string().trim().max(max).refine((value) => !value.includes("\u0000"), "Text cannot contain NUL characters.");
}
