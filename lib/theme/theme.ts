/** The colour theme, kept in a cookie so that the server renders the chosen one (no flash). */
export const themes = ["light", "dark"] as const;
export type Theme = (typeof themes)[number];

export const THEME_COOKIE = "NEXT_THEME";
export const THEME_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

/** Light unless the cookie says dark: a first visit renders light and never flashes. */
export function parseTheme(value: string | undefined | null): Theme {
  return value === "dark" ? "dark" : "light";
}

/** Secure on https (lib/security/cookie-security.ts); not HttpOnly: the theme toggle writes it. */
export function themeCookie(theme: Theme, isSecure = false): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${isSecure ? "; Secure" : ""}`;
}
