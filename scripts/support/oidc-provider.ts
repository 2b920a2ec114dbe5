import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real OpenID Connect provider (node-oidc-provider) on a free loopback port, for the
 * end-to-end sign-in with next-auth's generic "oidc" provider. scripts/test.ts starts it before
 * `next start` and hands the app OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_NAME;
 * tests/e2e/social-login.spec.ts drives its built-in (development) login and consent pages.
 *
 * Any login name is accepted (the password is not checked): the account's `sub` is that login,
 * its e-mail `<login>@oidc.example.test` (verified), its name the fixed `oidcTestUser` one. Each
 * test signs in under its own login, so that tests running in parallel never share an account.
 */

export const oidcClient = {
  id: "remote-jobs-e2e",
  secret: "remote-jobs-e2e-client-secret",
  name: "Test OpenID",
} as const;

/** The claims the provider releases for a login (scopes openid, email, profile). */
export function oidcTestUser(login: string) {
  return {
    sub: login,
    email: `${login}@oidc.example.test`.toLowerCase(),
    email_verified: true,
    given_name: "Ada",
    family_name: "Lovelace",
    name: "Ada Lovelace",
  };
}

export type OidcProvider = {
  /** http://127.0.0.1:<port>, the `iss` of its tokens. */
  issuer: string;
  /** The app's environment for the provider. */
  env: { OIDC_ISSUER: string; OIDC_CLIENT_ID: string; OIDC_CLIENT_SECRET: string; OIDC_NAME: string };
  stop(): Promise<void>;
};

export type OidcProviderOptions = {
  /** The app's origin (NEXTAUTH_URL): its next-auth callback is the client's only redirect URI. */
  appUrl: string;
  /**
   * true: the ID token carries the scope's claims (email, name...), as Google, Keycloak or Auth0
   * do. false is node-oidc-provider's strict default (OIDC Core 5.4): with an access token issued,
   * those claims are only at the userinfo endpoint.
   */
  claimsInIdToken?: boolean;
};

export async function startOidcProvider({ appUrl, claimsInIdToken = false }: OidcProviderOptions): Promise<OidcProvider> {
  // ESM-only, and only needed here: loaded on use, so that importing the constants above is cheap.
  const { default: Provider } = await import("oidc-provider");

  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "jwk" });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: oidcClient.id,
        client_secret: oidcClient.secret,
        redirect_uris: [`${appUrl.replace(/\/+$/, "")}/api/auth/callback/oidc`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        // What openid-client (under next-auth v4) uses unless told otherwise.
        token_endpoint_auth_method: "client_secret_basic",
        id_token_signed_response_alg: "RS256",
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: "e2e-key", use: "sig", alg: "RS256" }] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    conformIdTokenClaims: !claimsInIdToken,
    // next-auth's provider config asks for PKCE (S256) and state: insist on PKCE, so that the test
    // fails if the app stops sending it.
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx: unknown, sub: string) {
      return { accountId: sub, claims: async () => oidcTestUser(sub) };
    },
  });
  const handle = provider.callback();
  server.on("request", (request: IncomingMessage, response: ServerResponse) => handle(request, response));

  return {
    issuer,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: oidcClient.id, OIDC_CLIENT_SECRET: oidcClient.secret, OIDC_NAME: oidcClient.name },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
