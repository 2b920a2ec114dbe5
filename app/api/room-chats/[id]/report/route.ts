import { route } from "@/lib/api/route";
import { reportRoom } from "@/lib/chat/report-room";
import { reportRoomParamsSchema, reportRoomSchema } from "@/lib/chat/schemas";

/** POST room-chats/{id}/report {reason, details?}: a member reports the room for the admin area (201). */
export const POST = route({ params: reportRoomParamsSchema, body: reportRoomSchema }, ({ params, body, user }) => reportRoom(user, params.id, body), { auth: "user", status: 201 });
