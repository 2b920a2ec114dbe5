import type { WireChatRoom, WireRoomMember } from "@/lib/chat/room-wire";
import { foldText } from "@/lib/format/fold-text";
import type { WireSide } from "@/lib/users/wire";

/** What a product message in a job room announces (its `product_event`, lib/chat/announce-in-job-rooms.ts). */
export const jobRoomEvents = ["invitation", "shortlisted", "hired"] as const;
export type JobRoomEvent = (typeof jobRoomEvents)[number];

/** Spec 3: the chat filter values. */
export const chatFilters = ["all", "unread", "read"] as const;
export type ChatFilter = (typeof chatFilters)[number];

/** Spec 9: the overlay appears 300 ms after the setting changes; its list refreshes 500 ms after an unread change. */
export const CHAT_OVERLAY_DELAY_MS = 300;
export const CHAT_UNREAD_REFRESH_DELAY_MS = 500;
/** Spec 7 and 9: the chat client tries again up to 3 times after the first try, 300 ms apart. */
export const CHAT_CONNECT_RETRIES = 3;
export const CHAT_CONNECT_RETRY_DELAY_MS = 300;

/** The person on the other side of a room (the first member who is not the viewer). */
export function otherMember(room: Pick<WireChatRoom, "members">, viewerId: string): WireRoomMember | null {
  return room.members.find((member) => member._id !== viewerId) ?? null;
}

/** A room's title: the other side's name, and the job in parentheses for a job room (spec 2). */
export function roomTitle(name: string, jobTitle: string | null | undefined): string {
  return jobTitle ? `${name} (${jobTitle})` : name;
}

export function matchesChatFilter(unreadCount: number, filter: ChatFilter): boolean {
  if (filter === "unread") return unreadCount > 0;
  if (filter === "read") return unreadCount === 0;
  return true;
}

/** Case- and accent-insensitive: "jose" finds "José". */
export function matchesSearch(fields: (string | null | undefined)[], query: string): boolean {
  const needle = foldText(query);
  if (!needle) return true;
  return fields.some((field) => !!field && foldText(field).includes(needle));
}

/** The overlay's rows: the search over name, job and last message, then the All/Unread/Read filter. */
export function filterRooms(rooms: WireChatRoom[], viewerId: string, { query, filter }: { query: string; filter: ChatFilter }): WireChatRoom[] {
  return rooms.filter((room) => matchesChatFilter(room.pendingView, filter) && matchesSearch([otherMember(room, viewerId)?.name, room.job?.title, room.lastMessage?.text], query));
}

/** Job and direct rooms in one list, the latest conversation first, each room once. */
export function mergeRooms(...lists: WireChatRoom[][]): WireChatRoom[] {
  const byId = new Map<string, WireChatRoom>();
  for (const room of lists.flat()) byId.set(room._id, room);
  return [...byId.values()].sort((a, b) => (b.lastMessage?.created_at ?? b.created_at).localeCompare(a.lastMessage?.created_at ?? a.created_at));
}

/** The room-chats lists of one side (spec 6: candidates read jobs/candidate, employers jobs/employer; direct sends the role). */
export function roomListPaths(side: WireSide): [string, string] {
  return [`room-chats/jobs/${side}`, `room-chats/direct?role=${side}`];
}

/** The chat page's address for one room (spec 2: home/chat?channelId=). */
export function chatPageHref(channelId: string): string {
  return `/home/chat?${new URLSearchParams({ channelId })}`;
}

/** The chat page's address for a direct room just requested or found (spec 2: home/chat?directChannelId=). */
export function directChatPageHref(channelId: string): string {
  return `/home/chat?${new URLSearchParams({ directChannelId: channelId })}`;
}
