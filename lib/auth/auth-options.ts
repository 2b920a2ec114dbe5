import "server-only";

import type { Account, NextAuthOptions, Profile, User } from "next-auth";
import credentialsModule from "next-auth/providers/credentials";
import facebookModule from "next-auth/providers/facebook";
import googleModule from "next-auth/providers/google";
import linkedinModule from "next-auth/providers/linkedin";
import type { Provider } from "next-auth/providers/index";
import { z } from "zod";

import { clientIp } from "@/lib/api/client-ip";
import { ACCESS_TOKEN_TTL_SECONDS } from "@/lib/auth/access-token";
import { checkCredentials } from "@/lib/auth/check-credentials";
import { loadCaller } from "@/lib/auth/current-user";
import { consumeSignInLink } from "@/lib/auth/sign-in-link";
import { getAuthSecret } from "@/lib/auth/secret";
import { signInWithSocialIdentity, socialProviders, type SocialIdentity, type SocialProvider } from "@/lib/auth/social-identity";
import { identityFromClaims } from "@/lib/auth/social-login";
import { socialProviderConfig, type SocialProviderConfig } from "@/lib/auth/social-providers";
import { AppError } from "@/lib/errors";
import { emailSchema, passwordSchema } from "@/lib/users/schemas";
import { roleToWire, sideToWire } from "@/lib/users/wire";

// next-auth's provider modules are CommonJS: bundlers hand over their default export, Node's own
// ESM loader (under Jest) the whole module object.
const unwrap = <T>(module: T): T => ((module as { default?: T }).default ?? module) as T;
const CredentialsProvider = unwrap(credentialsModule);
const GoogleProvider = unwrap(googleModule);
const LinkedInProvider = unwrap(linkedinModule);
const FacebookProvider = unwrap(facebookModule);

const credentialsSchema = z.object({ email: emailSchema, password: passwordSchema });

/**
 * next-auth shows an error's message in the `error` query parameter: send our stable code, and
 * for a refused sign-in link why (sign_in_link_expired, sign_in_link_used, sign_in_link_unknown).
 */
function asSignInError(error: unknown): Error {
  if (error instanceof AppError && error.code === "invalid_token") return new Error(`sign_in_link_${String(error.details?.reason ?? "unknown")}`);
  return error instanceof AppError ? new Error(error.code) : error instanceof Error ? error : new Error(String(error));
}

const accountName = (user: { firstName: string | null; lastName: string | null }) => [user.firstName, user.lastName].filter(Boolean).join(" ") || null;

function providers(config: SocialProviderConfig): Provider[] {
  const list: Provider[] = [
    CredentialsProvider({
      name: "E-mail",
      credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, request) {
        const input = credentialsSchema.safeParse(credentials ?? {});
        if (!input.success) return null;
        try {
          const user = await checkCredentials({ ...input.data, ip: clientIp(request.headers ?? {}) });
          return { id: user.id, email: user.email, name: accountName(user) };
        } catch (error) {
          throw asSignInError(error);
        }
      },
    }),
    // The one-time link mailed after repeated failed logins (lib/auth/sign-in-link.ts).
    CredentialsProvider({
      id: "sign-in-link",
      name: "Sign-in link",
      credentials: { token: { label: "Token", type: "text" } },
      async authorize(credentials, request) {
        const token = typeof credentials?.token === "string" ? credentials.token.slice(0, 200) : "";
        try {
          const user = await consumeSignInLink({ token, ip: clientIp(request.headers ?? {}) });
          return { id: user.id, email: user.email, name: accountName(user) };
        } catch (error) {
          throw asSignInError(error);
        }
      },
    }),
  ];
  if (config.google) list.push(GoogleProvider(config.google));
  if (config.facebook) list.push(FacebookProvider(config.facebook));
  if (config.linkedin) {
    // LinkedIn retired the API behind next-auth v4's default; "Sign In with LinkedIn using OpenID
    // Connect" is what new LinkedIn apps get.
    list.push(
      LinkedInProvider({
        ...config.linkedin,
        wellKnown: "https://www.linkedin.com/oauth/.well-known/openid-configuration",
        issuer: "https://www.linkedin.com/oauth",
        jwks_endpoint: "https://www.linkedin.com/oauth/openid/jwks",
        authorization: { params: { scope: "openid profile email" } },
        idToken: true,
        profile: (profile) => ({ id: profile.sub, name: profile.name ?? null, email: profile.email ?? null, image: profile.picture ?? null }),
      }),
    );
  }
  if (config.oidc) {
    list.push({
      id: "oidc",
      name: config.oidc.name,
      type: "oauth",
      wellKnown: `${config.oidc.issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`,
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      authorization: { params: { scope: "openid email profile" } },
      idToken: true,
      checks: ["pkce", "state"],
      // OpenID Connect lets a provider keep e-mail and name out of the ID token and serve them
      // from userinfo only (Core 5.4); merge both, refusing a userinfo answer about someone else.
      userinfo: {
        async request({ client, tokens }) {
          const claims = (tokens as unknown as { claims(): Record<string, unknown> }).claims();
          if (!tokens.access_token) return claims;
          const info = await client.userinfo(tokens.access_token);
          if (info.sub !== claims.sub) throw new Error("userinfo_sub_mismatch");
          return { ...claims, ...info };
        },
      },
      profile: (profile: Record<string, unknown>) => ({
        id: String(profile.sub),
        name: typeof profile.name === "string" ? profile.name : null,
        email: typeof profile.email === "string" ? profile.email : null,
        image: typeof profile.picture === "string" ? profile.picture : null,
      }),
    });
  }
  return list;
}

/** The identity a provider's sign-in vouches for. Facebook only ever hands out confirmed addresses. */
function identityFromSignIn(provider: SocialProvider, account: Account, profile: Profile | undefined, user: User): SocialIdentity {
  const claims: Record<string, unknown> = { ...(profile ?? {}), sub: account.providerAccountId };
  claims.email ??= user.email;
  if (provider === "facebook") {
    const facebook = (profile ?? {}) as { first_name?: string; last_name?: string };
    return { ...identityFromClaims(provider, claims), emailVerified: typeof claims.email === "string", firstName: facebook.first_name, lastName: facebook.last_name, picture: user.image };
  }
  return identityFromClaims(provider, claims);
}

/**
 * next-auth (v4) for the web app's cookie session: e-mail and password, plus the social
 * providers whose keys are set. Sessions are JWTs in an encrypted cookie carrying the user id,
 * role, logged_as and is_employer; every refresh re-reads the user, so that a ban, a deletion
 * or a password change ends the session and a side switch shows at once.
 */
export function getAuthOptions(env: Record<string, string | undefined> = process.env): NextAuthOptions {
  return {
    secret: getAuthSecret(),
    // What next-auth would choose from NEXTAUTH_URL, said here: its cookies (session, CSRF,
    // callback URL, PKCE) are HttpOnly and SameSite=Lax always, and Secure (__Secure-/__Host-
    // names) when the site is served over https (as lib/auth/refresh-session-cookie.ts reads it).
    useSecureCookies: env.NEXTAUTH_URL?.startsWith("https://") ?? !!env.VERCEL,
    session: { strategy: "jwt", maxAge: ACCESS_TOKEN_TTL_SECONDS },
    // Our own pages, in the visitor's language (proxy.ts adds it), instead of next-auth's English
    // ones: the login page reads ?error= and shows the translated message.
    pages: { signIn: "/auth/login", error: "/auth/login" },
    providers: providers(socialProviderConfig(env)),
    callbacks: {
      async signIn({ user, account, profile }) {
        if (!account || account.type === "credentials") return true;
        const provider = socialProviders.find((id) => id === account.provider);
        if (!provider) return false;
        try {
          const linked = await signInWithSocialIdentity(identityFromSignIn(provider, account, profile, user));
          // Without a database adapter next-auth hands this same object to the jwt callback as
          // `user` (core/routes/callback.js): from here on it is our user, not the provider's.
          user.id = linked.id;
          return true;
        } catch (error) {
          throw asSignInError(error);
        }
      },
      async jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.authTime = Date.now();
        }
        if (!token.sub) throw new Error("unauthorized");
        // Throwing here makes next-auth clear the session cookie.
        const current = await loadCaller({ userId: token.sub, issuedAtMs: token.authTime });
        token.email = current.email;
        token.name = [current.firstName, current.lastName].filter(Boolean).join(" ") || null;
        token.role = roleToWire(current.role);
        token.logged_as = sideToWire(current.side);
        token.is_employer = current.isEmployer;
        return token;
      },
      async session({ session, token }) {
        session.user = {
          id: token.sub ?? "",
          email: token.email ?? "",
          name: token.name ?? null,
          role: token.role ?? "user",
          logged_as: token.logged_as ?? "candidate",
          is_employer: token.is_employer ?? false,
        };
        return session;
      },
    },
  };
}
