import type { Prisma } from "@/lib/generated/prisma/client";

import { DEMO_ADMIN_EMAIL, demoCandidates } from "./demo-data.ts";

const DAY_MS = 86_400_000;

/** A company an administrator banned, with its jobs (one also banned on its own), so the admin area has something to show. */
export const DEMO_MODERATION = {
  company: { name: "QuickCash Remote", slug: "quickcash-remote", reason: "Fake jobs asking candidates for an upfront fee" },
  ownerEmail: "martin.fernandez@pampapagos.example",
  jobs: [
    // Paused by its employer before the ban: a Free company has one open job (its quota).
    { title: "Payment processing agent (earn $500 a day)", status: "PAUSED", isBanned: true, reason: "Money-mule scheme" },
    { title: "Remote data entry clerk", status: "OPEN", isBanned: false, reason: null },
  ],
} as const;

/**
 * The demo's moderation history (issue 17): the banned company and its jobs above, and an audit
 * row for each ban the demo holds (the company, the job, and the candidate banned for spam),
 * written as the demo administrator. Runs after insertDemoRows, in its transaction.
 */
export async function insertDemoModeration(db: Prisma.TransactionClient, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const [admin, owner] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { email: DEMO_ADMIN_EMAIL }, select: { id: true } }),
    db.user.findUniqueOrThrow({ where: { email: DEMO_MODERATION.ownerEmail }, select: { id: true } }),
  ]);
  const company = await db.company.create({
    data: {
      name: DEMO_MODERATION.company.name,
      slug: DEMO_MODERATION.company.slug,
      description: "Work from home and get paid the same day.",
      createdById: owner.id,
      bannedAt: ago(3),
      createdAt: ago(12),
    },
  });
  const audit: Prisma.AdminActionCreateManyInput[] = [
    { actorId: admin.id, action: "company_banned", targetType: "company", targetId: company.id, targetLabel: company.name, reason: DEMO_MODERATION.company.reason, createdAt: ago(3) },
  ];
  for (const [index, demo] of DEMO_MODERATION.jobs.entries()) {
    const job = await db.job.create({
      data: {
        companyId: company.id,
        createdById: owner.id,
        title: demo.title,
        description: "<p>No experience needed. A small registration fee applies.</p>",
        status: demo.status,
        publishedAt: ago(10 - index),
        expiresAt: new Date(now.getTime() + 20 * DAY_MS),
        createdAt: ago(10 - index),
        bannedAt: demo.isBanned ? ago(4) : null,
      },
    });
    if (demo.isBanned) audit.push({ actorId: admin.id, action: "job_banned", targetType: "job", targetId: job.id, targetLabel: job.title, reason: demo.reason, createdAt: ago(4) });
  }
  const spammer = demoCandidates.find((candidate) => candidate.bannedReason);
  if (spammer) {
    const user = await db.user.findUniqueOrThrow({ where: { email: spammer.email }, select: { id: true, email: true, bannedAt: true } });
    audit.push({ actorId: admin.id, action: "user_banned", targetType: "user", targetId: user.id, targetLabel: user.email, reason: spammer.bannedReason ?? null, createdAt: user.bannedAt ?? ago(2) });
  }
  await db.adminAction.createMany({ data: audit });
}
