import "server-only";

import { adminPage, type AdminPage } from "@/lib/admin/admin-page";
import type { ReportsQuery } from "@/lib/admin/schemas";
import { db } from "@/lib/db";

type Person = { _id: string; email: string; first_name: string | null; last_name: string | null; is_banned: boolean };

export type ChatReportRow = {
  _id: string;
  reason: string;
  details: string | null;
  created_at: Date;
  resolved_at: Date | null;
  resolution: string | null;
  reporter: Person;
  room: { _id: string; type: "job" | "direct"; status: string; channel_cid: string; job_title: string | null; members: (Person & { side: "candidate" | "employer" })[] };
};

const personSelect = { id: true, email: true, firstName: true, lastName: true, bannedAt: true } as const;

function person(user: { id: string; email: string; firstName: string | null; lastName: string | null; bannedAt: Date | null }): Person {
  return { _id: user.id, email: user.email, first_name: user.firstName, last_name: user.lastName, is_banned: user.bannedAt !== null };
}

/**
 * GET /api/admin/reports: members' reports of chat rooms (issue 15), open ones oldest-first is
 * not what a moderator wants: newest first, open or resolved. Each names the reporter and the
 * room's members, so the administrator can ban the one reported.
 */
export async function listChatReports(query: ReportsQuery): Promise<AdminPage<ChatReportRow>> {
  const where = { resolvedAt: query.status === "open" ? null : { not: null } };
  const [rows, total] = await Promise.all([
    db.chatRoomReport.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.take,
      take: query.take,
      select: {
        id: true,
        reason: true,
        details: true,
        createdAt: true,
        resolvedAt: true,
        resolution: true,
        reporter: { select: personSelect },
        room: {
          select: {
            id: true,
            type: true,
            status: true,
            channelCid: true,
            job: { select: { title: true } },
            members: { select: { side: true, user: { select: personSelect } } },
          },
        },
      },
    }),
    db.chatRoomReport.count({ where }),
  ]);
  return adminPage(
    rows.map((row) => ({
      _id: row.id,
      reason: row.reason.toLowerCase(),
      details: row.details,
      created_at: row.createdAt,
      resolved_at: row.resolvedAt,
      resolution: row.resolution,
      reporter: person(row.reporter),
      room: {
        _id: row.room.id,
        type: row.room.type === "JOB" ? "job" : "direct",
        status: row.room.status.toLowerCase(),
        channel_cid: row.room.channelCid,
        job_title: row.room.job?.title ?? null,
        members: row.room.members.map((member) => ({ ...person(member.user), side: member.side === "EMPLOYER" ? "employer" : "candidate" })),
      },
    })),
    total,
    query,
  );
}
