import "server-only";

import { issueSession, type LoginResponse } from "@/lib/auth/issue-session";
import { signInWithSocialIdentity, type SocialIdentity, type SocialProvider } from "@/lib/auth/social-identity";
import { trustedIssuers } from "@/lib/auth/social-providers";
import { verifyIdToken } from "@/lib/auth/verify-id-token";
import { AppError } from "@/lib/errors";

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** The identity in OpenID Connect standard claims (sub, email, email_verified, given_name, ...). */
export function identityFromClaims(provider: SocialProvider, claims: Record<string, unknown>): SocialIdentity {
  const [first, ...rest] = (text(claims.name) ?? "").split(/\s+/);
  return {
    provider,
    providerAccountId: String(claims.sub),
    email: text(claims.email)?.toLowerCase() ?? null,
    // Some providers send the flag as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    firstName: text(claims.given_name) ?? (first || null),
    lastName: text(claims.family_name) ?? (rest.join(" ") || null),
    picture: text(claims.picture),
  };
}

/**
 * POST /api/auth/social-login {social_token_verification}: an ID token that a client got from a
 * configured OpenID Connect provider (the generic "oidc" one, or Google or LinkedIn) is verified,
 * its person linked to an account or given a new one (as in the next-auth sign-in), and an
 * access token issued. 404 provider_not_configured when no such provider is configured.
 */
export async function socialLogin({ idToken }: { idToken: string }): Promise<LoginResponse> {
  const trusted = trustedIssuers();
  if (trusted.length === 0) {
    throw new AppError("provider_not_configured", { message: "Social sign-in is not configured on this site." });
  }
  const { issuer, claims } = await verifyIdToken(idToken, trusted);
  const user = await signInWithSocialIdentity(identityFromClaims(issuer.provider, claims));
  return issueSession(user);
}
