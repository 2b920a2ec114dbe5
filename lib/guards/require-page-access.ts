import "server-only";

import { getLocale } from "next-intl/server";
import { redirect as redirectToUrl } from "next/navigation";
import { cache } from "react";
import { z } from "zod";

import { redirect } from "@/i18n/navigation";
import { callerRefusalOfThisRender, getCurrentUser, sessionCookieSide } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { dashboardAccess, homeOf } from "@/lib/guards/dashboard-access";
import { LOGIN_PATH, SESSION_REFRESH_PATH } from "@/lib/navigation/paths";

/** ?reason= on the login page for an account banned while its session was open (components/auth/session-expiry.ts). */
const ACCOUNT_BANNED_REASON = "account-banned";

export type PageViewer = NonNullable<Awaited<ReturnType<typeof getCurrentUser>>>;

async function redirectTo(href: string): Promise<never> {
  return redirect({ href, locale: await getLocale() });
}

/**
 * The server-side half of the dashboard guard: the same rule proxy.ts applies, checked again
 * against the user as the database has them now (a ban or a side switch counts at once).
 *
 * proxy.ts routes by the side in the session cookie. When the user switched side in another
 * browser, the cookie still names the old side: sending the user to the database's home would
 * only have proxy.ts send them back. Such a page goes once through the session refresh (which
 * re-issues the cookie from the database) and comes back: one source of truth per request.
 */
export async function requirePageAccess(path: string): Promise<PageViewer> {
  const user = await getCurrentUser();
  const access = dashboardAccess(path, user && { side: user.side, isAdministrator: user.role === "ADMINISTRATOR" });
  if (access.allowed) return user!;
  // A session whose account was banned since: the login page says so (the cookie is cleared by
  // next-auth's next session check, which refuses it too).
  if (!user && (await callerRefusalOfThisRender()) === "account_banned") {
    return redirectTo(`${LOGIN_PATH}?reason=${ACCOUNT_BANNED_REASON}`);
  }
  if (user && (await sessionCookieSide()) !== user.side) {
    const locale = await getLocale();
    redirectToUrl(`${SESSION_REFRESH_PATH}?callbackUrl=${encodeURIComponent(`/${locale}${path}`)}`);
  }
  return redirectTo(access.redirectTo);
}

const jobId = z.uuid();

/** Once per render: a pipeline tab's layout, page and title all ask about the same job. Null: not theirs. */
const titleOfJobBy = cache(async (id: string, userId: string): Promise<string | null> => {
  if (!jobId.safeParse(id).success) return null;
  return (await db.job.findFirst({ where: { id, createdById: userId }, select: { title: true } }))?.title ?? null;
});

/** Pages only the job's creator may open; anyone else goes to their home (spec 5, job access guard). */
export async function requireJobCreator(path: string, id: string): Promise<PageViewer> {
  const viewer = await requirePageAccess(path);
  if ((await titleOfJobBy(id, viewer.id)) === null) return redirectTo(homeOf(viewer.side));
  return viewer;
}

/** The title of a job the viewer created, for the page's title; null for anyone else (their page sends them away). */
export async function titleOfOwnJob(id: string): Promise<string | null> {
  const user = await getCurrentUser();
  return user ? titleOfJobBy(id, user.id) : null;
}
