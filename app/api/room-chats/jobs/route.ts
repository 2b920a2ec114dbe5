import { route } from "@/lib/api/route";
import { openJobRoom } from "@/lib/chat/open-job-room";
import { openJobRoomSchema } from "@/lib/chat/schemas";

/** POST room-chats/jobs {jobId, candidateId}: the job's creator opens (or finds) the job room with an applicant. */
export const POST = route({ body: openJobRoomSchema }, ({ body, user }) => openJobRoom(user, body.jobId, body.candidateId), { auth: "employer" });
