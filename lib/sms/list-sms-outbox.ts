import "server-only";

import { db } from "@/lib/db";
import type { OutboxSms } from "@/lib/generated/prisma/client";

export type { OutboxSms };

const maxTake = 200;

/** Recorded text messages, newest first; `to` matches the number ignoring spaces and dashes. */
export async function listSmsOutbox({ to, take = 50 }: { to?: string; take?: number } = {}): Promise<OutboxSms[]> {
  const number = to?.replace(/[\s().-]/g, "");
  return db.outboxSms.findMany({
    where: number ? { to: number } : {},
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: Math.min(Math.max(take, 1), maxTake),
  });
}
