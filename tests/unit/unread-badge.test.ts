import { describe, expect, it } from "@jest/globals";

import type { WorkingSide } from "@/lib/generated/prisma/enums";
import type { WireNotification } from "@/lib/notifications/notification-wire";
import { changeUnreadBadge, initialUnreadBadge, type UnreadBadge, type UnreadBadgeChange } from "@/lib/notifications/unread-badge";

function notification(id: string, { isRead = false, side = "EMPLOYER" }: { isRead?: boolean; side?: WorkingSide } = {}): WireNotification {
  return { _id: id, type: "new_applicant", typeUser: side, is_read: isRead, created_at: "2026-12-07T10:00:00.000Z", data: {} };
}

function apply(...changes: UnreadBadgeChange[]): UnreadBadge {
  return changes.reduce((badge, change) => changeUnreadBadge("EMPLOYER", badge, change), initialUnreadBadge);
}

const unread = (badge: UnreadBadge) => badge.unreadIds?.size ?? null;

describe("the unread badge", () => {
  it("is unknown until the first count, which counts the working side's unread notifications only", () => {
    expect(unread(initialUnreadBadge)).toBeNull();
    const badge = apply({ type: "counted", notifications: [notification("a"), notification("b", { isRead: true }), notification("c", { side: "CANDIDATE" })] });
    expect(unread(badge)).toBe(1);
    expect(badge.arrivals).toBe(0);
  });

  it("grows with each live arrival, and the list on screen is told to read itself again", () => {
    const badge = apply({ type: "counted", notifications: [notification("a")] }, { type: "arrived", notifications: [notification("b"), notification("c")] });
    expect(unread(badge)).toBe(3);
    expect(badge.arrivals).toBe(1);
  });

  it("counts a notification once when a count and a live event both report it, in either order", () => {
    const eventFirst = apply(
      { type: "counted", notifications: [notification("a")] },
      { type: "arrived", notifications: [notification("b")] },
      { type: "counted", notifications: [notification("a"), notification("b")] },
    );
    expect(unread(eventFirst)).toBe(2);
    expect(eventFirst.arrivals).toBe(1);
    const countFirst = apply(
      { type: "counted", notifications: [notification("a")] },
      { type: "counted", notifications: [notification("a"), notification("b")] },
      { type: "arrived", notifications: [notification("b")] },
    );
    expect(unread(countFirst)).toBe(2);
  });

  it("keeps a notice that arrived live while a count read before it was written was on its way", () => {
    const badge = apply(
      { type: "counting" },
      { type: "counted", notifications: [] },
      { type: "counting" },
      { type: "arrived", notifications: [notification("a")] },
      { type: "counted", notifications: [] },
    );
    expect(unread(badge)).toBe(1);
    // Read and counted again afterwards: gone.
    expect(unread(changeUnreadBadge("EMPLOYER", changeUnreadBadge("EMPLOYER", badge, { type: "counting" }), { type: "counted", notifications: [notification("a", { isRead: true })] }))).toBe(0);
  });

  it("tells the list when a count finds notifications no event brought (published before the channel was subscribed)", () => {
    const missed = apply({ type: "counted", notifications: [notification("a")] }, { type: "counted", notifications: [notification("a"), notification("b")] });
    expect(unread(missed)).toBe(2);
    expect(missed.arrivals).toBe(1);
  });

  it("shrinks when notifications are read or deleted, without telling the list anything new arrived", () => {
    const badge = apply({ type: "counted", notifications: [notification("a"), notification("b")] }, { type: "counted", notifications: [notification("a", { isRead: true })] });
    expect(unread(badge)).toBe(0);
    expect(badge.arrivals).toBe(0);
  });

  it("ignores a live event's notifications for the other side and ones already read", () => {
    const badge = apply({ type: "counted", notifications: [] }, { type: "arrived", notifications: [notification("x", { side: "CANDIDATE" }), notification("y", { isRead: true })] });
    expect(unread(badge)).toBe(0);
  });
});
