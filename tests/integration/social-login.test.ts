import { generateKeyPairSync, sign, type KeyObject } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import type { Account, User } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { NextRequest } from "next/server";

import { POST as socialLogin } from "@/app/api/auth/social-login/route";
import { route } from "@/lib/api/route";
import { getAuthOptions } from "@/lib/auth/auth-options";
import { db } from "@/lib/db";
import { createUser, FACTORY_PASSWORD } from "@/prisma/factories";

// A local OpenID Connect issuer speaking the two parts of the protocol that verifying an ID
// token needs: the discovery document and the key set (JWKS). Tokens are signed with its key.

const clientId = "remote-jobs-test-client";
const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const stranger = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
let server: Server;
let issuer: string;
const savedEnv = { ...process.env };

beforeAll(async () => {
  server = createServer((request, response) => {
    const documents: Record<string, unknown> = {
      "/.well-known/openid-configuration": { issuer, jwks_uri: `${issuer}/jwks`, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token` },
      "/jwks": { keys: [{ ...publicKey.export({ format: "jwk" }), kid: "key-1", use: "sig", alg: "RS256" }] },
    };
    const document = documents[request.url ?? ""];
    response.writeHead(document ? 200 : 404, { "content-type": "application/json" });
    response.end(JSON.stringify(document ?? { error: "not_found" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: "client-secret" });
});

afterAll(async () => {
  for (const name of ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"]) delete process.env[name];
  Object.assign(process.env, savedEnv);
  await new Promise((resolve) => server.close(resolve));
});

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

function idToken(claims: Record<string, unknown>, { key = privateKey, alg = "RS256" }: { key?: KeyObject; alg?: string } = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const input = `${part({ alg, kid: "key-1", typ: "JWT" })}.${part({ iss: issuer, aud: clientId, iat: now, exp: now + 300, ...claims })}`;
  return `${input}.${sign("sha256", Buffer.from(input), key).toString("base64url")}`;
}

let sequence = 0;
const uniqueEmail = (name: string) => `${name}.${process.pid}.${++sequence}@example.test`;

async function post(body: unknown, handler = socialLogin, token?: string) {
  const request = new NextRequest("http://localhost/api/auth/social-login", {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const response = await handler(request, { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json() };
}

const whoAmI = route({}, async ({ user }) => ({ id: user.id }), { auth: "user" });

describe("POST /api/auth/social-login with the generic OIDC provider", () => {
  it("creates a verified candidate without a password, then logs the same person into the same account", async () => {
    const email = uniqueEmail("oidc.new");
    const token = idToken({ sub: "person-1", email, email_verified: true, given_name: "Ada", family_name: "Lovelace" });

    const first = await post({ social_token_verification: token });
    expect(first.status).toBe(200);
    expect(first.body.data.accessToken.split(".")).toHaveLength(3);
    expect(first.body.data.user).toMatchObject({ email, logged_as: "candidate", email_verified: true, personal_information: { first_name: "Ada", last_name: "Lovelace" } });
    const stored = await db.user.findUniqueOrThrow({ where: { email }, select: { passwordHash: true } });
    expect(stored.passwordHash).toBeNull();
    expect((await post({}, whoAmI, first.body.data.accessToken)).body.data).toEqual({ id: first.body.data.user._id });

    const again = await post({ social_token_verification: idToken({ sub: "person-1", email, email_verified: true }) });
    expect(again.body.data.user._id).toBe(first.body.data.user._id);
    expect(await db.user.count({ where: { email } })).toBe(1);
  });

  it("links to an existing account by a verified e-mail", async () => {
    const user = await createUser(db, { email: uniqueEmail("oidc.existing") });
    const answer = await post({ social_token_verification: idToken({ sub: "person-2", email: user.email.toUpperCase(), email_verified: true }) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user._id).toBe(user.id);
  });

  it("never links or creates with an e-mail the provider has not verified", async () => {
    const user = await createUser(db, { email: uniqueEmail("oidc.victim") });
    const fresh = uniqueEmail("oidc.unverified");
    for (const email of [user.email, fresh]) {
      const answer = await post({ social_token_verification: idToken({ sub: `attacker-${email}`, email, email_verified: false }) });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatchObject({ code: "invalid_social_token", details: { reason: "email_not_verified" } });
    }
    expect(await db.user.count({ where: { email: fresh } })).toBe(0);
  });

  it("refuses tokens that do not verify: wrong key, audience or issuer, expired, HS256, not a JWT", async () => {
    const email = uniqueEmail("oidc.refused");
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, string][] = [
      [idToken({ sub: "x", email, email_verified: true }, { key: stranger }), "invalid_signature"],
      [idToken({ sub: "x", email, email_verified: true, aud: "someone-else" }), "invalid_claims"],
      [idToken({ sub: "x", email, email_verified: true, exp: now - 60, iat: now - 600 }), "token_expired"],
      [idToken({ sub: "x", email, email_verified: true, iss: "https://issuer.example" }), "unknown_issuer"],
      [`${part({ alg: "HS256" })}.${part({ iss: issuer, aud: clientId, sub: "x", exp: now + 60 })}.c2ln`, "invalid_signature"],
      ["not-a-jwt", "undecodable_token"],
    ];
    for (const [token, reason] of cases) {
      const answer = await post({ social_token_verification: token });
      expect(answer.status).toBe(401);
      expect(answer.body.error).toMatchObject({ code: "invalid_social_token", details: { reason } });
    }
    expect(await db.user.count({ where: { email } })).toBe(0);
  });

  it("refuses a banned account with 403", async () => {
    const user = await createUser(db, { email: uniqueEmail("oidc.banned"), bannedAt: new Date() });
    const answer = await post({ social_token_verification: idToken({ sub: "person-3", email: user.email, email_verified: true }) });
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe("account_banned");
  });
});

describe("next-auth configuration", () => {
  it("offers credentials always, the OIDC provider when configured, and social providers only with their keys", () => {
    // A credentials provider's own id (the password's, the sign-in link's) is in its options, where next-auth reads it.
    const ids = (options: ReturnType<typeof getAuthOptions>) => options.providers.map((provider) => (provider.options as { id?: string } | undefined)?.id ?? provider.id);
    expect(ids(getAuthOptions())).toEqual(["credentials", "sign-in-link", "oidc"]);
    const withGoogle = getAuthOptions({ ...process.env, GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret", FACEBOOK_CLIENT_ID: "id" });
    expect(ids(withGoogle)).toEqual(["credentials", "sign-in-link", "google", "oidc"]);
    expect(getAuthOptions().session).toMatchObject({ strategy: "jwt" });
  });

  it("checks credentials in the credentials provider, with the login's error codes", async () => {
    const user = await createUser(db, { email: uniqueEmail("nextauth.credentials") });
    const provider = getAuthOptions().providers[0] as unknown as {
      options: { authorize(credentials: Record<string, string>, request: { headers: Record<string, string> }): Promise<User | null> };
    };
    await expect(provider.options.authorize({ email: user.email, password: FACTORY_PASSWORD }, { headers: {} })).resolves.toMatchObject({ id: user.id, email: user.email });
    await expect(provider.options.authorize({ email: user.email, password: "wrong" }, { headers: {} })).rejects.toThrow("invalid_credentials");
    await expect(provider.options.authorize({ email: "not an email", password: "x" }, { headers: {} })).resolves.toBeNull();
  });

  it("links a social sign-in in signIn and carries id, role, logged_as and is_employer in the JWT and session", async () => {
    const { callbacks } = getAuthOptions();
    const email = uniqueEmail("nextauth.oidc");
    const user: User = { id: "provider-subject", email, name: "Grace Hopper" };
    const account: Account = { provider: "oidc", type: "oauth", providerAccountId: "provider-subject" };
    const allowed = await callbacks!.signIn!({ user, account, profile: { sub: "provider-subject", email, email_verified: true, name: "Grace Hopper" } as never });
    expect(allowed).toBe(true);
    const created = await db.user.findUniqueOrThrow({ where: { email } });
    expect(user.id).toBe(created.id);
    await db.user.update({ where: { id: created.id }, data: { loggedAs: "EMPLOYER", isEmployer: true } });

    const token = (await callbacks!.jwt!({ token: { sub: "provider-subject" }, user, account, trigger: "signIn" })) as JWT;
    expect(token).toMatchObject({ sub: created.id, email, name: "Grace Hopper", role: "user", logged_as: "employer", is_employer: true, authTime: expect.any(Number) });
    const session = await callbacks!.session!({ session: { expires: "" } as never, token, user: undefined as never, newSession: undefined, trigger: "update" });
    expect(session.user).toEqual({ id: created.id, email, name: "Grace Hopper", role: "user", logged_as: "employer", is_employer: true });

    await db.user.update({ where: { id: created.id }, data: { bannedAt: new Date() } });
    await expect(callbacks!.jwt!({ token, trigger: "update" } as never)).rejects.toThrow();
  });

  it("refuses a banned account's social sign-in", async () => {
    const banned = await createUser(db, { email: uniqueEmail("nextauth.banned"), bannedAt: new Date() });
    const { callbacks } = getAuthOptions();
    const user: User = { id: "banned-subject", email: banned.email };
    const signIn = callbacks!.signIn!({ user, account: { provider: "oidc", type: "oauth", providerAccountId: "banned-subject" }, profile: { email: banned.email, email_verified: true } as never });
    await expect(signIn).rejects.toThrow("account_banned");
  });
});
