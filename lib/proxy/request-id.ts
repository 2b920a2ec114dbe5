const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * A well-formed x-request-id from a load balancer, otherwise a new one, so that a user's error
 * report and the server log line can be matched. Pages get it from proxy.ts; API routes, which
 * the proxy does not run for, from the route wrapper.
 */
export function requestIdOf(headers: Headers): string {
  const existing = headers.get("x-request-id");
  return existing && requestIdPattern.test(existing) ? existing : crypto.randomUUID();
}

/** The request's headers with its request id (requestIdOf) set. */
export function withRequestId(incoming: Headers): Headers {
  const headers = new Headers(incoming);
  headers.set("x-request-id", requestIdOf(incoming));
  return headers;
}
