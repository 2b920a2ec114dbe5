import { createHash } from "node:crypto";

import type { WorkingSide } from "@/lib/generated/prisma/enums";

/**
 * Names in the chat service, derived from ours so that they can be computed again anywhere (the
 * routes, the demo seed) and so that one pair of people can only ever have one channel: the
 * channel id is the room's unique key (chat_rooms.channel_id), so two concurrent requests for the
 * same room meet at the database's unique index and at the chat service's get-or-create.
 */
export const CHAT_CHANNEL_TYPE = "messaging";

/** A user has one chat identity per side (spec 3: chat_user_id, chat_user_employer_id). */
export function chatUserIdFor(userId: string, side: WorkingSide): string {
  return `${side === "EMPLOYER" ? "employer" : "candidate"}-${userId}`;
}

/** Channel ids allow letters, digits, _ and - (spec 5) and 64 characters: two UUIDs do not fit, their digest does. */
function digest(...parts: string[]): string {
  return createHash("sha256").update(parts.join(":")).digest("hex").slice(0, 40);
}

/** One job room per job and applicant. */
export function jobChannelId(jobId: string, candidateId: string): string {
  return `job-${digest("job", jobId, candidateId)}`;
}

/** One direct room per employer-side user and candidate-side user, whoever asked first. */
export function directChannelId(employerUserId: string, candidateUserId: string): string {
  return `direct-${digest("direct", employerUserId, candidateUserId)}`;
}

export function channelCidOf(channelId: string): string {
  return `${CHAT_CHANNEL_TYPE}:${channelId}`;
}
