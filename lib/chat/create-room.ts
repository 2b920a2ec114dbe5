import "server-only";

import { ensureChatUsers } from "@/lib/chat/chat-identity";
import type { ChatPerson } from "@/lib/chat/chat-person";
import { channelCidOf, chatUserIdFor } from "@/lib/chat/chat-ids";
import { getChatServer } from "@/lib/chat/chat-server";
import { putRoomChannel } from "@/lib/chat/room-channel";
import { roomSelect, type RoomRow } from "@/lib/chat/room-wire";
import { db } from "@/lib/db";
import { classifyDatabaseError } from "@/lib/db/database-errors";
import { runTransaction } from "@/lib/db/run-transaction";
import { Prisma } from "@/lib/generated/prisma/client";
import type { ChatRoomStatus, ChatRoomType, WorkingSide } from "@/lib/generated/prisma/enums";
import { publishNewNotifications } from "@/lib/notifications/publish-new-notifications";
import { recordNotification, type NotificationInput } from "@/lib/notifications/record-notification";

export type NewRoom = {
  type: ChatRoomType;
  channelId: string;
  status: ChatRoomStatus;
  requestedById: string | null;
  job: { id: string; title: string } | null;
  members: { person: ChatPerson; side: WorkingSide }[];
  /** Written with the room, for the other side (a direct request); its data gets roomId and channelId. */
  notification?: Omit<NotificationInput, "data"> & { data: Prisma.InputJsonObject };
};

/**
 * The room with this channel id, creating it (row, members, channel, notification) when there is
 * none. `created` says which.
 *
 * Consistency between the row and the channel: the row is inserted first, in a transaction, and
 * the channel is created inside that transaction, before the commit. So
 * - two concurrent requests for one room meet at the unique channel_id: the second waits for the
 *   first's commit, fails with a unique violation, and answers the room the first made;
 * - a chat service that fails rolls the row back: nothing is left, and a retry starts over;
 * - a commit that fails after the channel was made leaves a channel that no list shows (lists
 *   and clients only know channels through rows), and the retry adopts it: its id is the same,
 *   and putRoomChannel sets its data and members to the new row's.
 */
export async function findOrCreateRoom(input: NewRoom): Promise<{ room: RoomRow; created: boolean }> {
  const existing = await db.chatRoom.findUnique({ where: { channelId: input.channelId }, select: roomSelect });
  if (existing) return { room: existing, created: false };

  const server = getChatServer();
  await ensureChatUsers(server, input.members);
  try {
    const { room, notification } = await runTransaction(
      async (tx) => {
        const room = await tx.chatRoom.create({
          data: {
            type: input.type,
            channelId: input.channelId,
            channelCid: channelCidOf(input.channelId),
            status: input.status,
            requestedById: input.requestedById,
            jobId: input.job?.id ?? null,
            members: { createMany: { data: input.members.map(({ person, side }) => ({ userId: person.id, side })) } },
          },
          select: roomSelect,
        });
        const notification = input.notification
          ? await recordNotification(tx, { ...input.notification, data: { ...input.notification.data, roomId: room.id, channelId: room.channelId } })
          : null;
        await putRoomChannel(
          server,
          room.channelId,
          input.members.map(({ person, side }) => chatUserIdFor(person.id, side)),
          { roomId: room.id, roomType: room.type, status: room.status, jobId: room.job?.id ?? null, jobTitle: room.job?.title ?? null },
        );
        return { room, notification };
      },
      // The chat call runs inside: give it time, and let concurrent duplicates queue for the unique index.
      { timeout: 20_000 },
    );
    if (notification) await publishNewNotifications([notification]);
    return { room, created: true };
  } catch (error) {
    if (classifyDatabaseError(error)?.kind === "unique_violation") {
      const room = await db.chatRoom.findUnique({ where: { channelId: input.channelId }, select: roomSelect });
      if (room) return { room, created: false };
    }
    throw error;
  }
}
