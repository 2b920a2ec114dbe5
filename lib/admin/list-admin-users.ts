import "server-only";

import { adminPage, countUpToCap, likePattern, orderBySql, pageSql, type AdminPage } from "@/lib/admin/admin-page";
import { dayRange, type AdminUsersQuery } from "@/lib/admin/schemas";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";

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

type UserRecord = {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: "USER" | "ADMINISTRATOR";
  logged_as: "CANDIDATE" | "EMPLOYER";
  is_employer: boolean;
  email_verified_at: Date | null;
  banned_at: Date | null;
  banned_reason: string | null;
  created_at: Date;
};

/**
 * GET /api/users/admin: every account that is not deleted, searched by name or e-mail (a
 * substring, served by a trigram index), filtered by side, role, banned, verified (an e-mail
 * confirmed) and sign-up days, sorted by field:direction (default created_at:desc, ties by id).
 * The page and the count are one query each, in raw SQL like the conditions.
 */
export async function listAdminUsers(query: AdminUsersQuery): Promise<AdminPage<AdminUserRow>> {
  const where = matchingUsers(query);
  const [users, counted] = await Promise.all([
    db.$queryRaw<UserRecord[]>`
      SELECT id, email::text AS email, first_name, last_name, role, logged_as, is_employer, email_verified_at, banned_at, banned_reason, created_at
      FROM users WHERE ${where} ORDER BY ${orderBySql(query.sort, ["last_name", "banned_at"])} ${pageSql(query)}`,
    countUpToCap("users", where),
  ]);
  return adminPage(
    users.map((user) => ({
      _id: user.id,
      email: user.email,
      first_name: user.first_name,
      last_name: user.last_name,
      role: user.role === "ADMINISTRATOR" ? "administrator" : "user",
      logged_as: user.logged_as === "EMPLOYER" ? "employer" : "candidate",
      is_employer: user.is_employer,
      is_verified: user.email_verified_at !== null,
      is_banned: user.banned_at !== null,
      banned_at: user.banned_at,
      banned_reason: user.banned_reason,
      created_at: user.created_at,
    })),
    counted,
    query,
  );
}

/**
 * In SQL, like the page: the search is one LIKE on `admin_search`, the e-mail and names in lower
 * case that PostgreSQL keeps beside them (served by its trigram index), so that a full name ("ana
 * lópez") finds the account too, and no case-insensitive ILIKE per column runs on each candidate row.
 */
function matchingUsers(query: AdminUsersQuery): Prisma.Sql {
  const conditions: Prisma.Sql[] = [Prisma.sql`deleted_at IS NULL`];
  const search = query.search?.trim();
  if (search) {
    conditions.push(Prisma.sql`admin_search LIKE ${likePattern(search.toLowerCase())}`);
  }
  if (query.side) conditions.push(Prisma.sql`logged_as = ${query.side === "employer" ? "EMPLOYER" : "CANDIDATE"}::working_side`);
  if (query.role) conditions.push(Prisma.sql`role = ${query.role === "administrator" ? "ADMINISTRATOR" : "USER"}::account_role`);
  if (query.banned !== undefined) conditions.push(query.banned ? Prisma.sql`banned_at IS NOT NULL` : Prisma.sql`banned_at IS NULL`);
  if (query.verified !== undefined) conditions.push(query.verified ? Prisma.sql`email_verified_at IS NOT NULL` : Prisma.sql`email_verified_at IS NULL`);
  const created = dayRange(query.startDate, query.endDate);
  if (created?.gte) conditions.push(Prisma.sql`created_at >= ${created.gte}`);
  if (created?.lt) conditions.push(Prisma.sql`created_at < ${created.lt}`);
  return Prisma.join(conditions, " AND ");
}
