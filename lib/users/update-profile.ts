import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { accountUserSelect, toAccountUser, type AccountUser } from "@/lib/users/account-user";
import type { UpdateUserInput } from "@/lib/users/schemas";
import { sideFromWire } from "@/lib/users/wire";

/** Other users' accounts are not the caller's to see: they answer as if they did not exist. */
export function userNotFound(): AppError {
  return new AppError("not_found", { message: "No such user." });
}

/**
 * PUT /api/users/{id}: the caller's own names and working side. The id must be the caller's; the
 * rule is part of the update's where-clause, so any other id (or a deleted account) updates
 * nothing and answers 404. Switching to the employer side marks the user as an employer for good.
 */
export async function updateProfile(caller: CurrentUser, userId: string, input: UpdateUserInput): Promise<AccountUser> {
  const side = input.logged_as ? sideFromWire(input.logged_as) : undefined;
  const data: Prisma.UserUpdateManyMutationInput = {};
  if (input.first_name !== undefined) data.firstName = input.first_name;
  if (input.last_name !== undefined) data.lastName = input.last_name;
  if (side) data.loggedAs = side;
  if (input.is_employer === true || side === "EMPLOYER") data.isEmployer = true;

  const updated = await db.user.updateMany({ where: { id: userId, AND: [{ id: caller.id }], deletedAt: null }, data });
  if (updated.count === 0) throw userNotFound();
  return toAccountUser(await db.user.findUniqueOrThrow({ where: { id: caller.id }, select: accountUserSelect }));
}

