/** Repeated keys (`?skills=a&skills=b`) become arrays; single keys stay strings. */
export function searchParamsToObject(searchParams: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key);
    result[key] = values.length > 1 ? values : (values[0] ?? "");
  }
  return result;
}
