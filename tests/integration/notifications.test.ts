import { beforeEach, describe, expect, it } from "@jest/globals";

import { DELETE as deleteOne, PUT as markRead } from "@/app/api/users/[id]/notifications/[notificationId]/route";
import { POST as restore } from "@/app/api/users/[id]/notifications/[notificationId]/restore/route";
import { PUT as readAll } from "@/app/api/users/[id]/notifications/read-all/route";
import { GET as list } from "@/app/api/users/[id]/notifications/route";
import { signAccessToken } from "@/lib/auth/access-token";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import { callRoute } from "@/tests/support/api";
import { createCandidate, createEmployerWithCompany, createNotification, uuidv7 } from "@/prisma/factories";

const MINUTE_MS = 60_000;
let employer: User;
let other: User;

beforeEach(async () => {
  await db.company.deleteMany();
  await db.user.deleteMany();
  employer = (await createEmployerWithCompany(db, { plan: "FREE" })).employer;
  other = await createCandidate(db);
});

const tokenOf = (user: Pick<User, "id" | "role" | "loggedAs">) => signAccessToken({ id: user.id, role: user.role, side: user.loggedAs });

function get(caller: User, query = "", userId = caller.id) {
  return callRoute(list, { method: "GET", token: tokenOf(caller), params: { id: userId }, path: `/api/users/${userId}/notifications${query}` });
}

function change(handler: typeof markRead, method: string, caller: User, notificationId: string, userId = caller.id) {
  return callRoute(handler, { method, token: tokenOf(caller), params: { id: userId, notificationId } });
}

/** `count` applicants, the first the oldest, a minute apart. */
async function applicants(count: number, user: User = employer) {
  const start = Date.now() - count * MINUTE_MS;
  const made = [];
  for (let index = 0; index < count; index += 1) {
    made.push(
      await createNotification(db, {
        userId: user.id,
        side: "EMPLOYER",
        type: "NEW_APPLICANT",
        data: { jobId: uuidv7(), jobTitle: `Job ${index}`, applicationId: uuidv7(), applicantId: uuidv7(), applicantName: `Applicant ${index}` },
        createdAt: new Date(start + index * MINUTE_MS),
      }),
    );
  }
  return made;
}

describe("GET /api/users/{id}/notifications", () => {
  it("answers pages of 10 by default, newest first, with the total and the unread count", async () => {
    const made = await applicants(12);
    await db.notification.update({ where: { id: made[0]!.id }, data: { isRead: true } });

    const first = await get(employer);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 12, unread: 11, page: 1, take: 10 });
    expect(first.body.data.result).toHaveLength(10);
    expect(first.body.data.result[0]).toMatchObject({ _id: made[11]!.id, type: "NEW_APPLICANT", typeUser: "EMPLOYER", is_read: false, data: { jobTitle: "Job 11" } });

    const second = await get(employer, "?page=2");
    expect(second.body.data.result.map((item: { _id: string }) => item._id)).toEqual([made[1]!.id, made[0]!.id]);
    const badge = await get(employer, "?take=50&typeUser=EMPLOYER");
    expect(badge.body.data.result).toHaveLength(12);
  });

  it("filters by side, by read state and by dates", async () => {
    const made = await applicants(3);
    await createNotification(db, { userId: employer.id, side: "CANDIDATE", type: "JOB_INVITATION", data: { jobId: uuidv7(), jobTitle: "Invited", companyName: "Acme" } });
    await db.notification.update({ where: { id: made[2]!.id }, data: { isRead: true } });

    expect((await get(employer, "?typeUser=CANDIDATE")).body.data).toMatchObject({ total: 1, unread: 1 });
    expect((await get(employer, "?typeUser=EMPLOYER&isRead=false")).body.data.total).toBe(2);
    const read = (await get(employer, "?typeUser=EMPLOYER&isRead=true")).body.data;
    expect(read.result.map((item: { _id: string }) => item._id)).toEqual([made[2]!.id]);
    // The unread figure counts the side's unread ones whatever the read filter.
    expect(read).toMatchObject({ total: 1, unread: 2 });
    const since = made[1]!.createdAt.toISOString();
    expect((await get(employer, `?typeUser=EMPLOYER&startDate=${encodeURIComponent(since)}`)).body.data.total).toBe(2);
    expect((await get(employer, "?endDate=2000-01-01")).body.data.total).toBe(0);
  });

  it("refuses another user's list and a query it cannot read", async () => {
    await applicants(1);
    expect(await get(other, "", employer.id)).toMatchObject({ status: 403, body: { error: { code: "forbidden" } } });
    for (const query of ["?take=0", "?take=51", "?page=-1", "?typeUser=ADMIN", "?startDate=yesterday", "?isRead=maybe", "?startDate=2026-02-01&endDate=2026-01-01"]) {
      expect((await get(employer, query)).body.error?.code).toBe("invalid_query");
    }
    expect((await get(employer, "", "not-a-user")).status).toBe(400);
  });
});

describe("changing a notification", () => {
  it("marks one read, and that persists", async () => {
    const [notification] = await applicants(2);
    const answer = await change(markRead, "PUT", employer, notification!.id);
    expect(answer).toMatchObject({ status: 200, body: { data: { _id: notification!.id, is_read: true } } });
    expect((await get(employer)).body.data.unread).toBe(1);
  });

  it("deletes one from every list, and the Undo brings it back", async () => {
    const [notification] = await applicants(2);
    expect((await change(deleteOne, "DELETE", employer, notification!.id)).status).toBe(200);
    expect((await get(employer)).body.data).toMatchObject({ total: 1, unread: 1 });
    expect((await change(deleteOne, "DELETE", employer, notification!.id)).status).toBe(404);
    expect((await change(markRead, "PUT", employer, notification!.id)).status).toBe(404);

    expect((await change(restore, "POST", employer, notification!.id)).status).toBe(200);
    expect((await get(employer)).body.data.total).toBe(2);
    expect((await change(restore, "POST", employer, notification!.id)).status).toBe(404);
  });

  it("marks all of one side read, and leaves the other side and other users alone", async () => {
    await applicants(3);
    await applicants(1, other);
    await createNotification(db, { userId: employer.id, side: "CANDIDATE", type: "APPLICATION_HIRED", data: {} });
    const answer = await callRoute(readAll, { method: "PUT", token: tokenOf(employer), params: { id: employer.id }, path: `/api/users/${employer.id}/notifications/read-all?typeUser=EMPLOYER` });
    expect(answer.body.data).toEqual({ updated: 3 });
    expect((await get(employer, "?typeUser=EMPLOYER")).body.data.unread).toBe(0);
    expect((await get(employer, "?typeUser=CANDIDATE")).body.data.unread).toBe(1);
    expect((await get(other)).body.data.unread).toBe(1);
  });

  it("cannot touch another user's notification: 403 by path, 404 by id", async () => {
    const [notification] = await applicants(1);
    expect((await change(markRead, "PUT", other, notification!.id, employer.id)).status).toBe(403);
    expect((await change(deleteOne, "DELETE", other, notification!.id)).status).toBe(404);
    expect((await change(markRead, "PUT", other, notification!.id)).status).toBe(404);
    expect((await change(markRead, "PUT", employer, "not-an-id")).body.error?.code).toBe("invalid_path");
    expect((await db.notification.findUniqueOrThrow({ where: { id: notification!.id } })).isRead).toBe(false);
  });
});
