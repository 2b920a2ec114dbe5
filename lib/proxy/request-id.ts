const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Keeps a well-formed x-request-id from a load balancer, otherwise makes one, so that a user's
 * error report and the server log line can be matched.
 */
export function withRequestId(incoming: Headers): Headers {
  const headers = new Headers(incoming);
  const existing = headers.get("x-request-id");
  if (!existing || !requestIdPattern.test(existing)) headers.set("x-request-id", crypto.randomUUID());
  return headers;
}
