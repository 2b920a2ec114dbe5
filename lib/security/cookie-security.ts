/**
 * Whether cookies the app sets should be Secure: in the browser, when the page came over https;
 * on the server, when the site's public address (NEXTAUTH_URL) is https, as next-auth decides
 * for its own cookies. Used by the preference cookies (theme, country, language), which scripts
 * must read or write and so cannot be HttpOnly; they say nothing about who the visitor is.
 */
export function shouldSecureCookies(): boolean {
  if (typeof window !== "undefined") return window.location.protocol === "https:";
  return (process.env.NEXTAUTH_URL ?? "").startsWith("https://");
}
