/**
 * The URL when it is an absolute http(s) address, else null: links stored by companies and
 * editors must never become a `javascript:` or `data:` href.
 */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** An image source: one of our own files (a root-relative path such as /api/files/...) or an http(s) URL. */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (value?.startsWith("/") && !value.startsWith("//")) return value;
  return safeHttpUrl(value);
}

/** A link a person could open: an absolute http(s) URL whose host has a dot ("https://youtu.be/x", not "https://intranet"). */
export function isWebLink(value: string): boolean {
  const url = safeHttpUrl(value);
  return url !== null && /\.[^.]/.test(new URL(url).hostname);
}
