/** A page's search parameters as next-intl's Link takes them, without the ones named (e.g. a page-only flag). */
export function forwardedQuery(searchParams: Record<string, string | string[] | undefined>, omit: readonly string[] = []): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(searchParams)) {
    if (value !== undefined && !omit.includes(key)) query[key] = value;
  }
  return query;
}
