import { route } from "@/lib/api/route";
import { listRooms } from "@/lib/chat/list-rooms";
import { requestDirectRoom } from "@/lib/chat/request-direct-room";
import { chatRoleQuerySchema, requestDirectRoomSchema } from "@/lib/chat/schemas";
import { sideFromWire } from "@/lib/users/wire";

export const dynamic = "force-dynamic";

/** The spec's GET room-chats/direct?role=: the caller's direct rooms on their current side. */
export const GET = route({ query: chatRoleQuerySchema }, ({ query, user }) => listRooms(user, "DIRECT", sideFromWire(query.role)), { auth: "user" });

/** The spec's POST room-chats/direct {members, type, role}: a request for a direct chat (status requested). */
export const POST = route({ body: requestDirectRoomSchema }, ({ body, user }) => requestDirectRoom(user, body), { auth: "user" });
