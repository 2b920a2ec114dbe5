import type { SocialProvider } from "@/lib/auth/social-identity";

type Env = Record<string, string | undefined>;
type Keys = { clientId: string; clientSecret: string };

/**
 * Social sign-in providers are on only when their keys are set (see the report's env list):
 * GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET, LINKEDIN_CLIENT_ID/LINKEDIN_CLIENT_SECRET,
 * FACEBOOK_CLIENT_ID/FACEBOOK_CLIENT_SECRET, and a generic OpenID Connect provider "oidc" with
 * OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET (OIDC_NAME names its button).
 */
export type SocialProviderConfig = {
  google?: Keys;
  linkedin?: Keys;
  facebook?: Keys;
  oidc?: Keys & { issuer: string; name: string };
};

function keys(env: Env, prefix: string): Keys | undefined {
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

export function socialProviderConfig(env: Env = process.env): SocialProviderConfig {
  const issuer = env.OIDC_ISSUER?.trim();
  const oidcKeys = keys(env, "OIDC");
  return {
    google: keys(env, "GOOGLE"),
    linkedin: keys(env, "LINKEDIN"),
    facebook: keys(env, "FACEBOOK"),
    oidc: issuer && oidcKeys ? { ...oidcKeys, issuer, name: env.OIDC_NAME?.trim() || "OpenID Connect" } : undefined,
  };
}

/** An issuer of OpenID Connect ID tokens that POST /api/auth/social-login accepts. */
export type TrustedIssuer = { provider: SocialProvider; issuers: string[]; discoveryUrl: string; audience: string };

function discoveryUrlOf(issuer: string): string {
  return `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
}

/** Google and LinkedIn issue OIDC ID tokens too; Facebook's logins give no ID token to check. */
export function trustedIssuers(config: SocialProviderConfig = socialProviderConfig()): TrustedIssuer[] {
  const trusted: TrustedIssuer[] = [];
  if (config.oidc) {
    trusted.push({ provider: "oidc", issuers: [config.oidc.issuer], discoveryUrl: discoveryUrlOf(config.oidc.issuer), audience: config.oidc.clientId });
  }
  if (config.google) {
    trusted.push({
      provider: "google",
      issuers: ["https://accounts.google.com", "accounts.google.com"],
      discoveryUrl: discoveryUrlOf("https://accounts.google.com"),
      audience: config.google.clientId,
    });
  }
  if (config.linkedin) {
    trusted.push({
      provider: "linkedin",
      issuers: ["https://www.linkedin.com/oauth"],
      discoveryUrl: discoveryUrlOf("https://www.linkedin.com/oauth"),
      audience: config.linkedin.clientId,
    });
  }
  return trusted;
}
