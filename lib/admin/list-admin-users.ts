import "server-only";

import { dayRange, type AdminUsersQuery } from "@/lib/admin/schemas";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type AdminUserRow = {
  _id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: "user" | "administrator";
  logged_as: "candidate" | "employer";
  is_employer: boolean;
  is_verified: boolean;
  is_banned: boolean;
  banned_at: Date | null;
  banned_reason: string | null;
  created_at: Date;
};

export type AdminPage<T> = { result: T[]; total: number; page: number; take: number };

const orderColumn = { created_at: "createdAt", email: "email", last_name: "lastName", banned_at: "bannedAt" } as const;
const nullable = new Set(["last_name", "banned_at"]);

/**
 * GET /api/users/admin: every account that is not deleted, searched by name or e-mail (a
 * substring, served by trigram indexes), filtered by side, role, banned, verified (an e-mail
 * confirmed) and sign-up days, sorted by field:direction (default created_at:desc, ties by id).
 */
export async function listAdminUsers(query: AdminUsersQuery): Promise<AdminPage<AdminUserRow>> {
  const search = query.search?.trim();
  const where: Prisma.UserWhereInput = {
    deletedAt: null,
    ...(search
      ? {
          OR: [
            { email: { contains: search, mode: "insensitive" } },
            { firstName: { contains: search, mode: "insensitive" } },
            { lastName: { contains: search, mode: "insensitive" } },
          ],
        }
      : {}),
    ...(query.side ? { loggedAs: query.side === "employer" ? "EMPLOYER" : "CANDIDATE" } : {}),
    ...(query.role ? { role: query.role === "administrator" ? "ADMINISTRATOR" : "USER" } : {}),
    ...(query.banned === undefined ? {} : { bannedAt: query.banned ? { not: null } : null }),
    ...(query.verified === undefined ? {} : { emailVerifiedAt: query.verified ? { not: null } : null }),
    ...(dayRange(query.startDate, query.endDate) ? { createdAt: dayRange(query.startDate, query.endDate) } : {}),
  };
  const { field, direction } = query.sort;
  const [rows, total] = await Promise.all([
    db.user.findMany({
      where,
      orderBy: [{ [orderColumn[field]]: nullable.has(field) ? { sort: direction, nulls: "last" } : direction }, { id: direction }],
      skip: (query.page - 1) * query.take,
      take: query.take,
      select: {
        id: true,
        email: true,
        firstName: true,
        lastName: true,
        role: true,
        loggedAs: true,
        isEmployer: true,
        emailVerifiedAt: true,
        bannedAt: true,
        bannedReason: true,
        createdAt: true,
      },
    }),
    db.user.count({ where }),
  ]);
  return {
    result: rows.map((user) => ({
      _id: user.id,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role === "ADMINISTRATOR" ? "administrator" : "user",
      logged_as: user.loggedAs === "EMPLOYER" ? "employer" : "candidate",
      is_employer: user.isEmployer,
      is_verified: user.emailVerifiedAt !== null,
      is_banned: user.bannedAt !== null,
      banned_at: user.bannedAt,
      banned_reason: user.bannedReason,
      created_at: user.createdAt,
    })),
    total,
    page: query.page,
    take: query.take,
  };
}
