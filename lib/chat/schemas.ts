import { z } from "zod";

import { wireSideSchema } from "@/lib/users/wire";
import { hasNoNul, recordId } from "@/lib/validations/fields";
import { formMessages } from "@/lib/validations/form-messages";

/** GET /api/room-chats/token and GET /api/room-chats/direct: the side the list or identity is for. */
export const chatRoleQuerySchema = z.object({ role: wireSideSchema });

const id = recordId();

/** POST /api/room-chats/jobs: the job room between the caller's job and one of its applicants. */
export const openJobRoomSchema = z.object({ jobId: id, candidateId: id });

/**
 * POST /api/room-chats/direct {members, type, role} (spec 7): `members` names the other person
 * (the caller may be listed too), `type` is "direct", `role` the caller's side: an employer asks
 * a candidate from the candidate listing with role "employer" (spec 6).
 */
export const requestDirectRoomSchema = z.object({
  members: z.array(id).min(1).max(2),
  type: z.literal("direct").default("direct"),
  role: wireSideSchema,
});

/** POST /api/room-chats/approved-reject-request: the requested side answers. */
export const answerDirectRequestSchema = z.object({ roomId: id, action: z.enum(["approve", "reject"]) });

/** POST /api/room-chats/change-status-chat-room: archive an open room, or reopen an archived one. */
export const changeRoomStatusSchema = z.object({ roomId: id, status: z.enum(["archived", "approved"]) });

/**
 * POST /api/room-chats/send-new-message: a message the product sends into a room on the caller's
 * behalf (an invitation, a stage change), e.g. "We invited you to apply to …". `messageId` makes
 * a retry harmless: the chat service refuses a second message with one id.
 */
export const sendRoomMessageSchema = z.object({
  roomId: id,
  text: z.string().trim().min(1, { message: "Write a message." }).max(5000).refine(hasNoNul, { error: formMessages.noNulCharacter }),
  messageId: z.string().regex(/^[a-zA-Z0-9_-]{1,100}$/).optional(),
});

export type RequestDirectRoomInput = z.infer<typeof requestDirectRoomSchema>;
export type SendRoomMessageInput = z.infer<typeof sendRoomMessageSchema>;

/** POST /api/room-chats/{id}/report: why a member reports the room, for the admin area. */
export const reportRoomParamsSchema = z.object({ id });
export const reportRoomSchema = z.object({
  reason: z.enum(["scam", "off_platform_payment", "harassment", "spam", "other"]),
  details: z.string().trim().max(2000).refine(hasNoNul, { error: formMessages.noNulCharacter }).optional(),
});
export type ReportRoomInput = z.infer<typeof reportRoomSchema>;
