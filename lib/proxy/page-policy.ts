import { createNonce, pagePolicy } from "@/lib/security/content-security-policy";

/**
 * A fresh nonce and the page's Content-Security-Policy naming it, put on the request's headers:
 * Next reads the nonce from the request's policy and gives it to every script it renders. The
 * same policy goes on the response (proxy.ts). Pages the response cache answers get a nonce of
 * their own per hit (lib/http-cache/fresh-nonce.ts).
 */
export function withPagePolicy(headers: Headers): string {
  const policy = pagePolicy(createNonce());
  headers.set("content-security-policy", policy);
  return policy;
}
