import "server-only";

import { authenticate, getCurrentUser, type CurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";

/**
 * Who may call a route: anyone ("public", the user may be null), any logged-in user, a user
 * working on one side (their current logged_as), or an administrator.
 */
export type AccessLevel = "public" | "user" | "candidate" | "employer" | "administrator";

export type CallerFor<A extends AccessLevel> = A extends "public" ? CurrentUser | null : CurrentUser;

/**
 * The caller a route at this level gets, or the error it answers with: 401 unauthorized without
 * a usable credential, 403 forbidden on the wrong side or without the administrator role. On
 * public routes a refused credential counts as none, so a stale token cannot break public pages.
 */
export async function requireAccess<A extends AccessLevel>(request: Request, level: A): Promise<CallerFor<A>> {
  if (level === "public") return (await getCurrentUser(request)) as CallerFor<A>;
  const user = await authenticate(request);
  if (!user) throw new AppError("unauthorized", { message: "Please log in to continue.", details: { reason: "not_authenticated" } });
  assertAccess(user, level);
  return user as CallerFor<A>;
}

/** The role and side rules alone (section 6): no database, so they are unit-testable. */
export function assertAccess(user: CurrentUser, level: AccessLevel): void {
  if (level === "administrator" && user.role !== "ADMINISTRATOR") {
    throw new AppError("forbidden", { message: "Only administrators may do this.", details: { required: "administrator" } });
  }
  if ((level === "candidate" && user.side !== "CANDIDATE") || (level === "employer" && user.side !== "EMPLOYER")) {
    throw new AppError("forbidden", { message: `Switch to the ${level} side to do this.`, details: { required: level } });
  }
}
