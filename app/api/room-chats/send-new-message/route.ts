import { route } from "@/lib/api/route";
import { sendRoomMessageSchema } from "@/lib/chat/schemas";
import { sendRoomMessage } from "@/lib/chat/send-room-message";

/** The spec's POST room-chats/send-new-message {roomId, text, messageId?}: a message the product sends for the caller. */
export const POST = route({ body: sendRoomMessageSchema }, ({ body, user }) => sendRoomMessage(user, body), { auth: "user" });
