type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The client's address as the reverse proxy in front of the app reports it (first address of
 * X-Forwarded-For, else X-Real-IP); null when neither is set. It is only as trustworthy as that
 * proxy: it feeds rate limits, which also key on the e-mail where one is given.
 */
export function clientIp(headers: HeaderSource): string | null {
  const forwarded = header(headers, "x-forwarded-for")?.split(",")[0]?.trim();
  const ip = forwarded || header(headers, "x-real-ip")?.trim();
  return ip ? ip.slice(0, 64) : null;
}
