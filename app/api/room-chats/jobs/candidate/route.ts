import { route } from "@/lib/api/route";
import { listRooms } from "@/lib/chat/list-rooms";

export const dynamic = "force-dynamic";

/** The spec's GET room-chats/jobs/candidate: the candidate's job rooms with last message and unread count. */
export const GET = route({}, ({ user }) => listRooms(user, "JOB", "CANDIDATE"), { auth: "candidate" });
