import "server-only";

import { db } from "@/lib/db";
import type { OutboxEmail } from "@/lib/generated/prisma/client";

export type { OutboxEmail };

export const outboxPageSize = 50;
const maxTake = 200;

/** Recorded e-mails, newest first; `to` matches the whole address, ignoring case. */
export async function listOutbox({ to, take = outboxPageSize }: { to?: string; take?: number } = {}): Promise<OutboxEmail[]> {
  return db.outboxEmail.findMany({
    where: recipientWhere(to),
    // Timestamps have millisecond precision; the time-ordered id settles ties.
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(take, 1), maxTake),
  });
}

/** The newest e-mail to an address (of one template, if given): how tests read a code that was sent. */
export async function latestOutboxEmail(to: string, template?: string): Promise<OutboxEmail | null> {
  return db.outboxEmail.findFirst({
    where: { ...recipientWhere(to), ...(template ? { template } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
}

function recipientWhere(to: string | undefined) {
  const address = to?.trim();
  return address ? { to: { equals: address, mode: "insensitive" as const } } : {};
}
