import { z } from "zod";

import { formMessages, minLengthMessage } from "@/lib/validations/form-messages";

/**
 * The building blocks every body, query and path schema is made of. Each refuses what PostgreSQL
 * cannot store or compare, so that bad input is a 4xx at the edge and never an error from the
 * database: text holding NUL (U+0000, which no text column accepts), dates outside its calendar,
 * numbers outside an int4.
 */

/** For text built outside these helpers: `.refine(hasNoNul, { error: formMessages.noNulCharacter })`. */
export const hasNoNul = (value: string) => !value.includes("\u0000");

// Stages are pipes, not `abort: true`: an aborted issue would also stop an object's own checks
// (the repeated password, say) from running while another field is still empty.

/** The second stage of required text: its length and no NUL. */
function boundedText(min: number, max: number) {
  return z
    .string()
    .min(min, { error: minLengthMessage(min) })
    .max(max, { error: formMessages.maxLength })
    .refine(hasNoNul, { error: formMessages.noNulCharacter });
}

/** Text as a person types it: trimmed, required, at most `max` characters (and at least `min`). */
export function requiredText(max: number, { min = 1 }: { min?: number } = {}) {
  return z.string({ error: formMessages.required }).trim().min(1, { error: formMessages.required }).pipe(boundedText(min, max));
}

/** Text that may stay empty: trimmed, at most `max` characters. */
export function optionalText(max: number) {
  return z.string({ error: formMessages.invalid }).trim().max(max, { error: formMessages.maxLength }).refine(hasNoNul, { error: formMessages.noNulCharacter });
}

/** Text taken exactly as sent (passwords, tokens): not trimmed, required, `min` to `max` characters. */
export function exactText(max: number, { min = 1 }: { min?: number } = {}) {
  return z.string({ error: formMessages.required }).min(1, { error: formMessages.required }).pipe(boundedText(min, max));
}

/** Free text from a query string, trimmed and bounded. */
export function queryText(max: number) {
  return z.string().trim().max(max).refine(hasNoNul, { error: formMessages.noNulCharacter });
}

/** A record's id (UUID v7 in this database). */
export function recordId() {
  return z.uuid({ error: formMessages.invalid });
}

/** Whole numbers for counts, pages and money: never beyond PostgreSQL's integer. */
export const INT4_MAX = 2_147_483_647;

export function wholeNumber(min: number, max: number) {
  if (min < -INT4_MAX || max > INT4_MAX) throw new RangeError("wholeNumber bounds must fit PostgreSQL's integer");
  return z.coerce
    .number({ error: formMessages.invalid })
    .int({ error: formMessages.invalid })
    .min(min, { error: formMessages.belowMin })
    .max(max, { error: formMessages.aboveMax });
}

const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 9999;

/**
 * A calendar day, "YYYY-MM-DD", as midnight UTC. Years run from 1900 to 9999: PostgreSQL has no
 * year 0, and nothing this product dates (postings, careers, studies) is older.
 */
export function calendarDate() {
  return z.iso
    .date({ error: formMessages.invalid })
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
    }, { error: `Use a date between ${EARLIEST_YEAR}-01-01 and ${LATEST_YEAR}-12-31` })
    .transform((value) => new Date(`${value}T00:00:00.000Z`));
}
