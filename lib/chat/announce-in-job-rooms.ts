import "server-only";

import { createTranslator } from "next-intl";

import { isLocale } from "@/i18n/config";
import { runAfterResponse } from "@/lib/api/after-response";
import { chatDisplayName, chatPersonSelect, type ChatPerson } from "@/lib/chat/chat-person";
import { chatUserIdFor, jobChannelId } from "@/lib/chat/chat-ids";
import { chatServerConfig } from "@/lib/chat/config";
import { findOrCreateRoom } from "@/lib/chat/create-room";
import { isWritable } from "@/lib/chat/room-channel";
import { roomSelect } from "@/lib/chat/room-wire";
import { postProductMessage } from "@/lib/chat/send-room-message";
import type { JobRoomEvent } from "@/lib/chat-client/rooms";
import { db } from "@/lib/db";
import type { NewNotification } from "@/lib/notifications/record-notification";
// No import attribute: the build compiles these files' messages (next.config.ts), Jest reads them as JSON.
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { logger } from "@/lib/observability/logger";

/**
 * Which of the candidate's notifications also speak in the job room, and whether they open it.
 * An invitation opens the room (the employer reached out; the candidate can ask back at once). A
 * pipeline change only speaks in a room that exists: the employer chose to talk there. A dismissal
 * is not announced (its Undo may take it back within a minute, and the notification says it
 * quietly), nor is a move back to Applicants (it reads as "viewed", no news to chat about).
 */
const announced: Record<string, { event: JobRoomEvent; opensRoom: boolean }> = {
  JOB_INVITATION: { event: "invitation", opensRoom: true },
  APPLICATION_SHORTLISTED: { event: "shortlisted", opensRoom: false },
  APPLICATION_HIRED: { event: "hired", opensRoom: false },
};

/** The chat service gets this long for one change's messages; the change itself never waits for them. */
export const JOB_ROOM_ANNOUNCEMENT_TIME_LIMIT_MS = 10_000;

const messages = { en, es } as const;

type Announcement = { notificationId: string; event: JobRoomEvent; opensRoom: boolean; candidateId: string; jobId: string; jobTitle: string; companyName: string };

/**
 * After an invitation or a pipeline change has committed, says it in the job room between the
 * job's creator and the candidate, as an automatic product message from the employer's chat
 * identity (`product_message`, with `product_event` and the names, so each side's chat shows it in
 * their own words and language; its text is the candidate's version in the candidate's language,
 * for lists and other clients). The message id derives from the notification, so the same change
 * is never said twice.
 *
 * Never in the way of the change: it runs after the answer (runAfterResponse), time-limited, and
 * a chat service that is down or slow is logged, not thrown. Without a configured chat service
 * there is nothing to do.
 */
export function announceInJobRooms(notifications: NewNotification[]): void {
  const items = notifications.flatMap((notification): Announcement[] => {
    const rule = announced[notification.type];
    const data = notification.data as { jobId?: unknown; jobTitle?: unknown; companyName?: unknown } | null;
    if (!rule || notification.side !== "CANDIDATE" || typeof data?.jobId !== "string") return [];
    return [{ notificationId: notification.id, ...rule, candidateId: notification.userId, jobId: data.jobId, jobTitle: String(data.jobTitle ?? ""), companyName: String(data.companyName ?? "") }];
  });
  if (items.length === 0 || !chatServerConfig()) return;
  runAfterResponse("chat: job room announcements", () => announceAll(items), JOB_ROOM_ANNOUNCEMENT_TIME_LIMIT_MS);
}

async function announceAll(items: Announcement[]): Promise<void> {
  const [jobs, candidates] = await Promise.all([
    db.job.findMany({ where: { id: { in: [...new Set(items.map((item) => item.jobId))] } }, select: { id: true, title: true, createdBy: { select: chatPersonSelect } } }),
    db.user.findMany({ where: { id: { in: [...new Set(items.map((item) => item.candidateId))] }, deletedAt: null, bannedAt: null }, select: { ...chatPersonSelect, locale: true } }),
  ]);
  const jobOf = new Map(jobs.map((job) => [job.id, job]));
  const candidateOf = new Map(candidates.map((candidate) => [candidate.id, candidate]));
  // One after another: a bulk invitation of a hundred people must not open a hundred calls at once.
  for (const item of items) {
    const job = jobOf.get(item.jobId);
    const candidate = candidateOf.get(item.candidateId);
    if (!job || !candidate) continue;
    try {
      await announce(item, job, candidate);
    } catch (error) {
      logger.error(`chat: could not announce ${item.event} in a job room`, { event: item.event, jobId: item.jobId, candidateId: item.candidateId, error });
    }
  }
}

async function announce(item: Announcement, job: { id: string; title: string; createdBy: ChatPerson }, candidate: ChatPerson & { locale: string }): Promise<void> {
  const channelId = jobChannelId(job.id, candidate.id);
  const room = item.opensRoom
    ? (
        await findOrCreateRoom({
          type: "JOB",
          channelId,
          status: "APPROVED",
          requestedById: job.createdBy.id,
          job: { id: job.id, title: job.title },
          members: [
            { person: job.createdBy, side: "EMPLOYER" },
            { person: candidate, side: "CANDIDATE" },
          ],
        })
      ).room
    : await db.chatRoom.findUnique({ where: { channelId }, select: roomSelect });
  // No room to speak in, or an archived one: the notification has told the candidate already.
  if (!room || !isWritable(room.status)) return;

  const locale = isLocale(candidate.locale) ? candidate.locale : "en";
  const t = createTranslator({ locale, messages: messages[locale], namespace: "Chat.productMessages.toCandidate" });
  const names = { jobTitle: item.jobTitle || job.title, companyName: item.companyName, candidateName: chatDisplayName(candidate, "CANDIDATE") };
  await postProductMessage(room, chatUserIdFor(job.createdBy.id, "EMPLOYER"), {
    id: `product-${item.notificationId}`,
    text: t(item.event, names),
    fields: { product_event: item.event, job_title: names.jobTitle, company_name: names.companyName, candidate_name: names.candidateName },
  });
}
