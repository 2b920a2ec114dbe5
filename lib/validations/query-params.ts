import { z } from "zod";

/** A query string as Next hands it over: one value, or an array for a repeated key. */
export type RawQuery = Record<string, string | string[] | undefined>;

/**
 * Schema builders for a search whose filters have 'none' values (spec 3: 'All', 'All jobs',
 * 'Anytime'...): such a value means the filter is not set, in any case.
 */
export function filterParams(noneValues: readonly string[]) {
  const none = new Set(noneValues);
  const isNone = (value: unknown) => typeof value === "string" && none.has(value.trim().toLowerCase());
  return {
    /** A single value: undefined when absent or a 'none' value. */
    optional: <T extends z.ZodType>(schema: T) => z.preprocess((raw) => (raw === undefined || isNone(raw) ? undefined : raw), schema.optional()),
    /** One value, a repeated key or a comma-separated list -> trimmed, distinct, non-empty strings. */
    list: <T extends z.ZodType<string>>(item: T, maxItems: number) =>
      z.preprocess((raw) => {
        if (raw === undefined || isNone(raw)) return [];
        const values = (Array.isArray(raw) ? raw : [raw]).flatMap((value) => (typeof value === "string" ? value.split(",") : [value]));
        return [...new Set(values.map((value) => (typeof value === "string" ? value.trim() : value)).filter((value) => value !== ""))];
      }, z.array(item).max(maxItems)),
  };
}

/**
 * Parses each field of a query on its own, so that one bad value never hides the others: what
 * parsed, and an issue per field that did not (the page drops those, the API answers 400).
 */
export function parseEachField<F extends Record<string, z.ZodType>>(fields: F, query: RawQuery): { parsed: Partial<{ [K in keyof F]: z.output<F[K]> }>; issues: { field: string; message: string }[] } {
  const parsed: Record<string, unknown> = {};
  const issues: { field: string; message: string }[] = [];
  for (const [name, schema] of Object.entries(fields)) {
    const result = schema.safeParse(query[name]);
    if (result.success) parsed[name] = result.data;
    else issues.push({ field: name, message: result.error.issues[0]?.message ?? "Invalid value." });
  }
  return { parsed: parsed as Partial<{ [K in keyof F]: z.output<F[K]> }>, issues };
}
