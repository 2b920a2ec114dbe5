/**
 * A full page load rather than a client navigation: after a role switch or the end of a session,
 * nothing the browser holds for the previous side or session (the router cache, the chat
 * connection) may survive.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
