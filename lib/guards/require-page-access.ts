import "server-only";

import { getLocale } from "next-intl/server";
import { z } from "zod";

import { redirect } from "@/i18n/navigation";
import { getCurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { dashboardAccess, homeOf } from "@/lib/guards/dashboard-access";

export type PageViewer = NonNullable<Awaited<ReturnType<typeof getCurrentUser>>>;

async function redirectTo(href: string): Promise<never> {
  return redirect({ href, locale: await getLocale() });
}

/**
 * The server-side half of the dashboard guard: the same rule proxy.ts applies, checked again
 * against the user as the database has them now (a ban or a side switch counts at once).
 */
export async function requirePageAccess(path: string): Promise<PageViewer> {
  const user = await getCurrentUser();
  const access = dashboardAccess(path, user && { side: user.side, isAdministrator: user.role === "ADMINISTRATOR" });
  if (!access.allowed) return redirectTo(access.redirectTo);
  return user!;
}

const jobId = z.uuid();

/** Pages only the job's creator may open; anyone else goes to their home (spec 5, job access guard). */
export async function requireJobCreator(path: string, id: string): Promise<PageViewer> {
  const viewer = await requirePageAccess(path);
  const isCreator =
    jobId.safeParse(id).success && (await db.job.count({ where: { id, createdById: viewer.id } })) === 1;
  if (!isCreator) return redirectTo(homeOf(viewer.side));
  return viewer;
}
