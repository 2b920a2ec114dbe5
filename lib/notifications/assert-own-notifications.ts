import type { CurrentUser } from "@/lib/auth/current-user";
import { AppError } from "@/lib/errors";

/** A user's notifications are theirs alone: the path's user must be the caller (403 otherwise). */
export function assertOwnNotifications(caller: Pick<CurrentUser, "id">, userId: string): void {
  if (userId !== caller.id) {
    throw new AppError("forbidden", { message: "You can only see your own notifications.", details: { reason: "not_the_owner" } });
  }
}
