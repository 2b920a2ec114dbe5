import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { chatPersonSelect } from "@/lib/chat/chat-person";
import { jobChannelId } from "@/lib/chat/chat-ids";
import { findOrCreateRoom } from "@/lib/chat/create-room";
import { toWireRoom, type WireChatRoom } from "@/lib/chat/room-wire";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";

/**
 * POST /api/room-chats/jobs {jobId, candidateId}: the job room between the job's creator and one
 * of its applicants, opened from the pipeline or the applicant details. Idempotent: one room per
 * job and applicant (its channel id is derived from both), however many requests arrive at once;
 * the answer is the room, new or not.
 *
 * Only the job's creator (spec 6; another employer's job is simply not found) and only with an
 * applicant who has not withdrawn (404 not_found). A job room is open at once: the applicant
 * asked to talk by applying.
 */
export async function openJobRoom(caller: CurrentUser, jobId: string, candidateId: string): Promise<WireChatRoom> {
  const job = await db.job.findFirst({ where: { id: jobId, createdById: caller.id }, select: { id: true, title: true } });
  if (!job) throw new AppError("not_found", { message: "No such job." });
  const application = await db.application.findFirst({
    where: { jobId, candidateId, withdrawnAt: null, candidate: { deletedAt: null, bannedAt: null } },
    select: { candidate: { select: chatPersonSelect } },
  });
  if (!application) throw new AppError("not_found", { message: "No such applicant for this job.", details: { resource: "applicant" } });
  const employer = await db.user.findUniqueOrThrow({ where: { id: caller.id }, select: chatPersonSelect });

  const { room } = await findOrCreateRoom({
    type: "JOB",
    channelId: jobChannelId(job.id, candidateId),
    status: "APPROVED",
    requestedById: caller.id,
    job,
    members: [
      { person: employer, side: "EMPLOYER" },
      { person: application.candidate, side: "CANDIDATE" },
    ],
  });
  return toWireRoom(room, caller.id);
}
