import { beforeEach, describe, expect, it } from "@jest/globals";

import { db } from "@/lib/db";
import type { Company, User } from "@/lib/generated/prisma/client";
import { JOB_EXPIRING_SOON, notifyExpiringJobs } from "@/lib/notifications/notify-expiring-jobs";
import { addCompanyMember, createEmployerWithCompany, createJob } from "@/prisma/factories";

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date("2026-06-01T12:00:00.000Z");
const inDays = (days: number, from: Date = now) => new Date(from.getTime() + days * DAY_MS);

let employer: User;
let company: Company;

beforeEach(async () => {
  await db.job.deleteMany();
  await db.company.deleteMany();
  await db.user.deleteMany();
  ({ employer, company } = await createEmployerWithCompany(db));
});

const notices = () => db.notification.findMany({ where: { type: JOB_EXPIRING_SOON }, orderBy: { createdAt: "asc" } });

describe("notifyExpiringJobs", () => {
  it("tells the creator of a job expiring in two days once, whatever the sweeps", async () => {
    const { user: colleague } = await addCompanyMember(db, company);
    const job = await createJob(db, { company, createdBy: employer, title: "Go developer", expiresAt: inDays(2), now });

    const written = await notifyExpiringJobs(now);
    expect(written).toHaveLength(1);
    expect(await notices()).toEqual([
      expect.objectContaining({ userId: employer.id, side: "EMPLOYER", isRead: false, data: { jobId: job.id, jobTitle: "Go developer", expiresAt: inDays(2).toISOString() } }),
    ]);
    expect(await db.notification.count({ where: { userId: colleague.id } })).toBe(0);

    expect(await notifyExpiringJobs(new Date(now.getTime() + 15 * 60_000))).toHaveLength(0);
    expect(await notices()).toHaveLength(1);
  });

  it("writes each notice once when two sweeps run at the same time", async () => {
    await createJob(db, { company, createdBy: employer, expiresAt: inDays(1), now });
    await createJob(db, { company, createdBy: employer, expiresAt: inDays(2.5), now });

    // Both sweeps wait behind a lock on the jobs until they are both started, so that without the
    // advisory lock each would read the jobs before the other's notices exist.
    let sweeps: ReturnType<typeof notifyExpiringJobs>[] = [];
    await db.$transaction(async (tx) => {
      await tx.$executeRaw`LOCK TABLE jobs IN ACCESS EXCLUSIVE MODE`;
      sweeps = [notifyExpiringJobs(now), notifyExpiringJobs(now)];
      for (let waiting = 0; waiting < 2; ) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        [{ waiting }] = await tx.$queryRaw<[{ waiting: number }]>`SELECT count(*)::int AS waiting FROM pg_locks WHERE NOT granted`;
      }
    });
    expect((await Promise.all(sweeps)).flat()).toHaveLength(2);
    expect(await notices()).toHaveLength(2);
  });

  it("leaves out jobs that expire later, have expired, are not open or are banned", async () => {
    await createJob(db, { company, createdBy: employer, expiresAt: inDays(10), now });
    await createJob(db, { company, createdBy: employer, expiresAt: inDays(-1), now });
    await createJob(db, { company, createdBy: employer, expiresAt: null, now });
    await createJob(db, { company, createdBy: employer, status: "CLOSED", expiresAt: inDays(2), now });
    await createJob(db, { company, createdBy: employer, status: "PAUSED", expiresAt: inDays(2), now });
    await createJob(db, { company, createdBy: employer, status: "DRAFT", expiresAt: inDays(2), now });
    await createJob(db, { company, createdBy: employer, bannedAt: now, expiresAt: inDays(2), now });

    expect(await notifyExpiringJobs(now)).toEqual([]);
    expect(await notices()).toHaveLength(0);
  });

  it("tells the creator again when an extended job nears its new expiry", async () => {
    const job = await createJob(db, { company, createdBy: employer, expiresAt: inDays(2), now });
    await notifyExpiringJobs(now);
    const extendedTo = inDays(30);
    await db.job.update({ where: { id: job.id }, data: { expiresAt: extendedTo } });

    expect(await notifyExpiringJobs(inDays(1))).toHaveLength(0);
    const later = inDays(28);
    expect(await notifyExpiringJobs(later)).toHaveLength(1);
    expect((await notices()).map((notice) => notice.data)).toEqual([
      expect.objectContaining({ jobId: job.id, expiresAt: inDays(2).toISOString() }),
      expect.objectContaining({ jobId: job.id, expiresAt: extendedTo.toISOString() }),
    ]);
    expect(await notifyExpiringJobs(inDays(1, later))).toHaveLength(0);
  });
});
