import type { ChannelData, PartialUpdateChannel, StreamChat } from "stream-chat";

import { CHAT_CHANNEL_TYPE } from "@/lib/chat/chat-ids";
import { callChat } from "@/lib/chat/chat-service";
import { CHAT_SYSTEM_USER, prepareChatService } from "@/lib/chat/prepare-chat-service";
import type { ChatRoomStatus, ChatRoomType } from "@/lib/generated/prisma/enums";

// Not server-only: the demo seed (scripts/db/seed-demo-chat.ts) builds its rooms with it too.

/** What the product keeps on the channel (custom data), for clients that read the channel alone. */
export type RoomChannelData = {
  roomId: string;
  roomType: ChatRoomType;
  status: ChatRoomStatus;
  jobId: string | null;
  jobTitle: string | null;
};

/**
 * Who may write follows the room's status: only an APPROVED room is writable. A REQUESTED room
 * stays silent until the requested side approves (the request itself is the first word, as a
 * notification); REJECTED and ARCHIVED rooms are read-only, their history kept. The chat service
 * enforces it: the channel is frozen, so no member can send, reply, react or upload, whatever the
 * browser does.
 */
export function isWritable(status: ChatRoomStatus): boolean {
  return status === "APPROVED";
}

export function wireStatus(status: ChatRoomStatus) {
  return status.toLowerCase() as Lowercase<ChatRoomStatus>;
}

/**
 * The channel's custom fields. Not declared on stream-chat's CustomChannelData: that would type
 * every channel in the program, the emulator's own tests' included; so they are cast at the call.
 */
type RoomChannelFields = {
  room_id: string;
  room_type: "job" | "direct";
  room_status: Lowercase<ChatRoomStatus>;
  job_id: string | null;
  job_title: string | null;
  frozen: boolean;
};

function customData(data: RoomChannelData): RoomChannelFields {
  return {
    room_id: data.roomId,
    room_type: data.roomType === "JOB" ? ("job" as const) : ("direct" as const),
    room_status: wireStatus(data.status),
    job_id: data.jobId,
    job_title: data.jobTitle,
    frozen: !isWritable(data.status),
  };
}

/**
 * Creates the room's channel with its members and data, or brings an existing one (left by an
 * earlier attempt whose database write failed) to the same members and data. Idempotent: the
 * channel id is derived from the room's key (chat-ids.ts).
 */
export async function putRoomChannel(server: StreamChat, channelId: string, memberChatIds: string[], data: RoomChannelData): Promise<void> {
  await prepareChatService(server);
  await callChat("createChannel", async () => {
    const channel = server.channel(CHAT_CHANNEL_TYPE, channelId, { members: memberChatIds, created_by_id: CHAT_SYSTEM_USER.id, ...customData(data) } as ChannelData);
    const created = await channel.create();
    const current = created.channel as unknown as Partial<RoomChannelFields>;
    if (current.room_id !== data.roomId || current.room_status !== wireStatus(data.status) || current.frozen !== !isWritable(data.status)) {
      await channel.updatePartial({ set: customData(data) } as PartialUpdateChannel);
    }
    const memberIds = new Set(created.members.map((member) => member.user_id ?? member.user?.id));
    const missing = memberChatIds.filter((id) => !memberIds.has(id));
    if (missing.length > 0) await channel.addMembers(missing);
    if (memberIds.has(CHAT_SYSTEM_USER.id)) await channel.removeMembers([CHAT_SYSTEM_USER.id]);
  });
}

/** The status's rights on the channel: frozen unless approved, and the status for clients to show. */
export async function setRoomChannelStatus(server: StreamChat, channelId: string, status: ChatRoomStatus): Promise<void> {
  await callChat("updateChannel", () =>
    server.channel(CHAT_CHANNEL_TYPE, channelId).updatePartial({ set: { room_status: wireStatus(status), frozen: !isWritable(status) } } as PartialUpdateChannel),
  );
}
