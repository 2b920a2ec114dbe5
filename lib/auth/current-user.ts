import "server-only";

import type { GetTokenParams } from "next-auth/jwt";
import { cookies, headers } from "next/headers";
import { cache } from "react";

import { tokenRefused, verifyAccessToken } from "@/lib/auth/access-token";
import { getAuthSecret } from "@/lib/auth/secret";
import { readSessionToken } from "@/lib/auth/session-token";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { AccountRole, WorkingSide } from "@/lib/generated/prisma/enums";

/** Who is calling, as the database says now (not as the token said when it was issued). */
export type CurrentUser = {
  id: string;
  email: string;
  role: AccountRole;
  side: WorkingSide;
  isEmployer: boolean;
  firstName: string | null;
  lastName: string | null;
  profilePicUrl: string | null;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a credential says about its holder before the database has a say. */
type Credential = { userId: string; issuedAtMs: number | undefined };

/**
 * Resolves the caller from `Authorization: Bearer <accessToken>`, else from the next-auth session
 * cookie. Null when the request carries neither; throws 401 unauthorized (details.reason) when
 * it carries one that is refused, and 403 account_banned for a banned account. Without a request
 * (server components) it reads the incoming request's headers and cookies.
 */
export async function authenticate(request?: Request): Promise<CurrentUser | null> {
  const incoming = request ?? (await requestFromNextHeaders());
  const credential = await readCredential(incoming);
  return credential ? loadCaller(credential) : null;
}

/**
 * The working side the session cookie of the incoming request says (what proxy.ts routes by), or
 * null without a cookie session. It can lag behind the database after a role switch elsewhere.
 */
export async function sessionCookieSide(): Promise<WorkingSide | null> {
  const session = await readSessionToken((await requestFromNextHeaders()) as SessionRequest, getAuthSecret()).catch(() => null);
  if (!session?.sub) return null;
  return session.logged_as === "employer" ? "EMPLOYER" : session.logged_as === "candidate" ? "CANDIDATE" : null;
}

/**
 * The caller, or null when there is none or their credential is refused. Without a request (a
 * page), once per render: the layout, the page and its guard share one token decode and one read.
 */
export function getCurrentUser(request?: Request): Promise<CurrentUser | null> {
  return request ? acceptedCaller(request) : callerOfThisRender().then(({ user }) => user);
}

/** The caller of this render and, when their credential was refused, why (one read per render). */
const callerOfThisRender = cache(async (): Promise<{ user: CurrentUser | null; refusal: "unauthorized" | "account_banned" | null }> => {
  try {
    return { user: await authenticate(), refusal: null };
  } catch (error) {
    if (error instanceof AppError && (error.code === "unauthorized" || error.code === "account_banned")) return { user: null, refusal: error.code };
    throw error;
  }
});

/**
 * Why the credential of the page's request was refused, or null (none, or accepted): a page that
 * finds a banned account sends it to the login page with that said, not as a plain logout.
 */
export async function callerRefusalOfThisRender(): Promise<"unauthorized" | "account_banned" | null> {
  return (await callerOfThisRender()).refusal;
}

async function acceptedCaller(request?: Request): Promise<CurrentUser | null> {
  try {
    return await authenticate(request);
  } catch (error) {
    if (error instanceof AppError && (error.code === "unauthorized" || error.code === "account_banned")) return null;
    throw error;
  }
}

type IncomingRequest = Request | { headers: Record<string, string>; cookies: Record<string, string> };
type SessionRequest = GetTokenParams["req"];

async function requestFromNextHeaders(): Promise<IncomingRequest> {
  const [headerList, cookieStore] = await Promise.all([headers(), cookies()]);
  return {
    headers: Object.fromEntries(headerList),
    cookies: Object.fromEntries(cookieStore.getAll().map((cookie) => [cookie.name, cookie.value])),
  };
}

function authorizationOf(request: IncomingRequest): string | null {
  return request.headers instanceof Headers ? request.headers.get("authorization") : (request.headers.authorization ?? null);
}

async function readCredential(request: IncomingRequest): Promise<Credential | null> {
  const authorization = authorizationOf(request);
  // A request that sends an Authorization header is judged by it alone, never by a cookie beside it.
  if (authorization !== null) {
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
    if (!bearer) throw tokenRefused("malformed_token", "The Authorization header must be `Bearer <token>`.");
    const claims = verifyAccessToken(bearer);
    return { userId: claims.sub, issuedAtMs: claims.iat === undefined ? undefined : claims.iat * 1000 };
  }
  const session = await readSessionToken(request as SessionRequest, getAuthSecret());
  if (!session?.sub) return null;
  return { userId: session.sub, issuedAtMs: typeof session.authTime === "number" ? session.authTime : undefined };
}

/**
 * The checks every credential passes on every request: the account exists, is not deleted or
 * banned, and has not revoked its tokens (password change or reset) since this one was issued.
 */
export async function loadCaller({ userId, issuedAtMs }: Credential): Promise<CurrentUser> {
  if (!uuid.test(userId)) throw tokenRefused("token_revoked", "This account no longer exists.");
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      role: true,
      loggedAs: true,
      isEmployer: true,
      firstName: true,
      lastName: true,
      profilePicUrl: true,
      bannedAt: true,
      deletedAt: true,
      tokensValidAfter: true,
    },
  });
  if (!user || user.deletedAt) throw tokenRefused("token_revoked", "This account no longer exists.");
  if (user.bannedAt) throw new AppError("account_banned", { message: "This account has been banned." });
  if (user.tokensValidAfter && (issuedAtMs === undefined || issuedAtMs < user.tokensValidAfter.getTime())) {
    throw tokenRefused("token_revoked", "The session has ended because the password changed. Please log in again.");
  }
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    side: user.loggedAs,
    isEmployer: user.isEmployer,
    firstName: user.firstName,
    lastName: user.lastName,
    profilePicUrl: user.profilePicUrl,
  };
}
