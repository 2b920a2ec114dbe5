import "server-only";

import { adminPage, type AdminPage } from "@/lib/admin/admin-page";
import type { HiredQuery } from "@/lib/admin/schemas";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type HiredRow = {
  /** The application's id. */
  _id: string;
  hired_at: Date;
  candidate: { _id: string; first_name: string | null; last_name: string | null; email: string | null; is_deleted: boolean };
  job: { _id: string; title: string };
  company: { _id: string; name: string };
};

const select = {
  id: true,
  hiredAt: true,
  candidate: { select: { id: true, firstName: true, lastName: true, email: true, deletedAt: true } },
  job: { select: { id: true, title: true, company: { select: { id: true, name: true } } } },
} satisfies Prisma.ApplicationSelect;

function orderBy({ field, direction }: HiredQuery["sort"]): Prisma.ApplicationOrderByWithRelationInput[] {
  const first: Prisma.ApplicationOrderByWithRelationInput =
    field === "candidate_name"
      ? { candidate: { lastName: { sort: direction, nulls: "last" } } }
      : field === "company_name"
        ? { job: { company: { name: direction } } }
        : field === "job_title"
          ? { job: { title: direction } }
          : { hiredAt: direction };
  return [first, { hiredAt: "desc" }, { id: "desc" }];
}

/**
 * GET /api/users/admin/hired and GET /api/users/admin/hired/{a}/{b}: who was hired, for which job
 * and by which company, newest hire first by default (spec 9: hired_at:desc). The optional search
 * matches the candidate's name or e-mail, the job's title or the company's name; `range` keeps the
 * hires from the start of day a to the end of day b. A deleted candidate stays in the list (the
 * hire happened), shown as such.
 */
export async function listHired(query: HiredQuery, range?: { a: Date; b: Date }): Promise<AdminPage<HiredRow>> {
  const search = query.search?.trim();
  const contains = search ? { contains: search, mode: "insensitive" as const } : undefined;
  const where: Prisma.ApplicationWhereInput = {
    hiredAt: range ? { gte: range.a, lt: new Date(range.b.getTime() + 86_400_000) } : { not: null },
    ...(contains
      ? {
          OR: [
            { candidate: { firstName: contains } },
            { candidate: { lastName: contains } },
            { candidate: { email: contains } },
            { job: { title: contains } },
            { job: { company: { name: contains } } },
          ],
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.application.findMany({ where, orderBy: orderBy(query.sort), skip: (query.page - 1) * query.take, take: query.take, select }),
    db.application.count({ where }),
  ]);
  return adminPage(
    rows.map((row) => ({
      _id: row.id,
      hired_at: row.hiredAt!,
      candidate: {
        _id: row.candidate.id,
        first_name: row.candidate.firstName,
        last_name: row.candidate.lastName,
        email: row.candidate.deletedAt ? null : row.candidate.email,
        is_deleted: row.candidate.deletedAt !== null,
      },
      job: { _id: row.job.id, title: row.job.title },
      company: { _id: row.job.company.id, name: row.job.company.name },
    })),
    total,
    query,
  );
}
