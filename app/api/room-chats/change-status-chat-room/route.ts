import { route } from "@/lib/api/route";
import { changeRoomStatus } from "@/lib/chat/change-room-status";
import { changeRoomStatusSchema } from "@/lib/chat/schemas";

/** The spec's POST room-chats/change-status-chat-room {roomId, status}: a member archives or reopens a room. */
export const POST = route({ body: changeRoomStatusSchema }, ({ body, user }) => changeRoomStatus(user, body.roomId, body.status), { auth: "user" });
