import { describe, expect, it } from "@jest/globals";

import type { WireChatRoom } from "@/lib/chat/room-wire";
import { chatPageHref, filterRooms, matchesChatFilter, matchesSearch, mergeRooms, otherMember, roomListPaths, roomTitle } from "@/lib/chat-client/rooms";
import { checkUpload } from "@/lib/chat-client/upload-check";

function room(id: string, overrides: Partial<WireChatRoom> = {}): WireChatRoom {
  return {
    _id: id,
    channelId: `job-${id}`,
    channelCId: `messaging:job-${id}`,
    type: "job",
    role: "candidate",
    status: "approved",
    requestedBy: null,
    canAnswerRequest: false,
    isWritable: true,
    members: [
      { _id: "me", chat_user_id: "candidate-me", name: "Cande Tester", avatar: null, role: "candidate" },
      { _id: `boss-${id}`, chat_user_id: `employer-boss-${id}`, name: `José ${id}`, avatar: null, role: "employer" },
    ],
    job: { _id: `job-${id}`, title: `Support Lead ${id}` },
    lastMessage: null,
    pendingView: 0,
    created_at: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

describe("chat rooms on the client", () => {
  it("titles a room with the other side's name and the job in parentheses", () => {
    expect(roomTitle("Erin Tester", "Support Lead")).toBe("Erin Tester (Support Lead)");
    expect(roomTitle("Erin Tester", null)).toBe("Erin Tester");
    expect(otherMember(room("a"), "me")?.name).toBe("José a");
  });

  it("filters by All, Unread and Read", () => {
    expect(matchesChatFilter(2, "unread")).toBe(true);
    expect(matchesChatFilter(0, "unread")).toBe(false);
    expect(matchesChatFilter(0, "read")).toBe(true);
    expect(matchesChatFilter(3, "read")).toBe(false);
    expect(matchesChatFilter(3, "all")).toBe(true);
  });

  it("searches names, jobs and last messages without case or accents", () => {
    expect(matchesSearch(["José Pérez"], "jose per")).toBe(true);
    expect(matchesSearch(["Erin"], "  ")).toBe(true);
    expect(matchesSearch([null, "Designer"], "lead")).toBe(false);
    const rooms = [room("a", { pendingView: 2 }), room("b", { lastMessage: { id: "m", text: "See you Monday", user_id: null, created_at: "2026-11-02T00:00:00.000Z", warnings: [] } })];
    expect(filterRooms(rooms, "me", { query: "", filter: "unread" }).map((r) => r._id)).toEqual(["a"]);
    expect(filterRooms(rooms, "me", { query: "monday", filter: "all" }).map((r) => r._id)).toEqual(["b"]);
    expect(filterRooms(rooms, "me", { query: "jose b", filter: "read" }).map((r) => r._id)).toEqual(["b"]);
  });

  it("merges job and direct rooms, latest conversation first, each once", () => {
    const older = room("a", { created_at: "2026-11-01T00:00:00.000Z" });
    const newer = room("b", { type: "direct", lastMessage: { id: "m", text: "hi", user_id: null, created_at: "2026-11-05T00:00:00.000Z", warnings: [] } });
    expect(mergeRooms([older], [newer, older]).map((r) => r._id)).toEqual(["b", "a"]);
  });

  it("reads each side's lists and links a room on the chat page", () => {
    expect(roomListPaths("candidate")).toEqual(["room-chats/jobs/candidate", "room-chats/direct?role=candidate"]);
    expect(roomListPaths("employer")).toEqual(["room-chats/jobs/employer", "room-chats/direct?role=employer"]);
    expect(chatPageHref("job-abc")).toBe("/home/chat?channelId=job-abc");
  });
});

describe("chat upload checks (spec 5)", () => {
  it("refuses programs and allows documents and images", () => {
    expect(checkUpload({ name: "setup.EXE", type: "application/x-msdownload", size: 10 })).toEqual({ uploadBlocked: true, reason: "blocked_file_extensions" });
    expect(checkUpload({ name: "run", type: "application/x-sh", size: 10 })).toEqual({ uploadBlocked: true, reason: "blocked_mime_types" });
    expect(checkUpload({ name: "cv.pdf", type: "application/pdf", size: 10 })).toEqual({ uploadBlocked: false });
    expect(checkUpload({ name: "me.png", type: "image/png", size: 10 })).toEqual({ uploadBlocked: false });
  });

  it("only takes the image types it knows, up to 100MB", () => {
    expect(checkUpload({ name: "vector.svg", type: "image/svg+xml", size: 10 })).toEqual({ uploadBlocked: true, reason: "blocked_mime_types" });
    expect(checkUpload({ name: "scan.tiff", type: "image/tiff", size: 10 })).toEqual({ uploadBlocked: true, reason: "allowed_file_extensions" });
    expect(checkUpload({ name: "video.mp4", type: "video/mp4", size: 101 * 1024 * 1024 })).toEqual({ uploadBlocked: true, reason: "size_limit" });
  });
});
