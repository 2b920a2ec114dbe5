import { route } from "@/lib/api/route";
import { answerDirectRequest } from "@/lib/chat/change-room-status";
import { answerDirectRequestSchema } from "@/lib/chat/schemas";

/** The spec's POST room-chats/approved-reject-request {roomId, action}: the requested side approves or rejects. */
export const POST = route({ body: answerDirectRequestSchema }, ({ body, user }) => answerDirectRequest(user, body.roomId, body.action), { auth: "user" });
