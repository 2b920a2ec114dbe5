import { describe, expect, it } from "@jest/globals";

import { getAuthOptions } from "@/lib/auth/auth-options";
import { socialProviderConfig, trustedIssuers } from "@/lib/auth/social-providers";

// Social sign-in is switched on by its keys in the environment, provider by provider; the
// sign-in itself is proven in tests/integration/social-login.test.ts and, in a browser against a
// real OpenID Connect provider, in tests/e2e/social-login.spec.ts.

const oidcEnv = { OIDC_ISSUER: "http://127.0.0.1:9/", OIDC_CLIENT_ID: "client", OIDC_CLIENT_SECRET: "secret" };
// getAuthOptions reads the server secret from process.env (scripts/test.ts sets one).
process.env.NEXTAUTH_SECRET ??= "unit-test-auth-secret-0123456789abcdefghijklmnop";

// next-auth merges a provider's options over its defaults when it runs: the credentials
// providers' own ids (the password's, the sign-in link's) are in `options`.
const providerIds = (env: Record<string, string | undefined>) =>
  getAuthOptions(env).providers.map((provider) => (provider.options as { id?: string } | undefined)?.id ?? provider.id);

describe("socialProviderConfig", () => {
  it("switches nothing on without keys", () => {
    expect(socialProviderConfig({})).toEqual({ google: undefined, linkedin: undefined, facebook: undefined, oidc: undefined });
    expect(trustedIssuers(socialProviderConfig({}))).toEqual([]);
  });

  it("leaves the OpenID Connect provider off unless issuer, client id and secret are all set", () => {
    for (const missing of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"] as const) {
      expect(socialProviderConfig({ ...oidcEnv, [missing]: undefined }).oidc).toBeUndefined();
      expect(socialProviderConfig({ ...oidcEnv, [missing]: "  " }).oidc).toBeUndefined();
    }
  });

  it("switches the OpenID Connect provider on with its keys, named by OIDC_NAME", () => {
    expect(socialProviderConfig(oidcEnv).oidc).toEqual({ issuer: "http://127.0.0.1:9/", clientId: "client", clientSecret: "secret", name: "OpenID Connect" });
    expect(socialProviderConfig({ ...oidcEnv, OIDC_NAME: " Acme SSO " }).oidc?.name).toBe("Acme SSO");
    expect(trustedIssuers(socialProviderConfig(oidcEnv))).toEqual([
      { provider: "oidc", issuers: ["http://127.0.0.1:9/"], discoveryUrl: "http://127.0.0.1:9/.well-known/openid-configuration", audience: "client" },
    ]);
  });

  it("needs both the id and the secret of Google, LinkedIn and Facebook", () => {
    expect(socialProviderConfig({ GOOGLE_CLIENT_ID: "id", LINKEDIN_CLIENT_SECRET: "secret", FACEBOOK_CLIENT_ID: "id" })).toEqual({
      google: undefined,
      linkedin: undefined,
      facebook: undefined,
      oidc: undefined,
    });
  });
});

describe("next-auth's providers", () => {
  it("offer only e-mail and password (and the mailed sign-in link) when no social keys are set", () => {
    expect(providerIds({})).toEqual(["credentials", "sign-in-link"]);
  });

  it("offer the OpenID Connect provider only with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET", () => {
    expect(providerIds({ OIDC_CLIENT_ID: "client", OIDC_CLIENT_SECRET: "secret" })).toEqual(["credentials", "sign-in-link"]);
    expect(providerIds(oidcEnv)).toEqual(["credentials", "sign-in-link", "oidc"]);
    const oidc = getAuthOptions({ ...oidcEnv, OIDC_NAME: "Acme SSO" }).providers.find((provider) => provider.id === "oidc") as unknown as Record<string, unknown>;
    expect(oidc).toMatchObject({ name: "Acme SSO", type: "oauth", wellKnown: "http://127.0.0.1:9/.well-known/openid-configuration", checks: ["pkce", "state"], idToken: true });
  });

  it("offer each social provider whose keys are set", () => {
    const all = {
      ...oidcEnv,
      GOOGLE_CLIENT_ID: "id",
      GOOGLE_CLIENT_SECRET: "secret",
      LINKEDIN_CLIENT_ID: "id",
      LINKEDIN_CLIENT_SECRET: "secret",
      FACEBOOK_CLIENT_ID: "id",
      FACEBOOK_CLIENT_SECRET: "secret",
    };
    expect(providerIds(all)).toEqual(["credentials", "sign-in-link", "google", "facebook", "linkedin", "oidc"]);
  });
});
