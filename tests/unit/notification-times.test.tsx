/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { screen } from "@testing-library/react";

import { NotificationsList } from "@/components/notifications/notifications-list";
import type { WireNotification } from "@/lib/notifications/notification-wire";
import { messagesOf, renderInShell } from "@/tests/support/render-in-shell";

const now = new Date("2026-11-28T15:00:00.000Z");
const notification = (id: string, createdAt: string): WireNotification => ({
  _id: id,
  type: "JOB_INVITATION",
  typeUser: "CANDIDATE",
  is_read: false,
  created_at: createdAt,
  data: { jobTitle: `Job ${id}`, companyName: "Northwind", jobId: id },
});

beforeEach(() => {
  jest.useFakeTimers({ now, doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
});
afterEach(() => {
  jest.useRealTimers();
});

for (const locale of ["en", "es"] as const) {
  const t = messagesOf[locale].Notifications;

  describe(`a notification's time (${locale})`, () => {
    it("names today and yesterday with the time, and writes older days as DD/MM/YYYY with the time (spec 9)", () => {
      const items = [notification("a", "2026-11-28T09:05:00.000Z"), notification("b", "2026-11-27T21:30:00.000Z"), notification("c", "2026-11-20T14:05:00.000Z")];
      renderInShell(<NotificationsList userId="u1" side="CANDIDATE" filter="all" items={items} total={3} unread={3} />, { locale });
      const times = screen.getAllByTestId("notification").map((row) => row.querySelector("time")!.textContent!.replace(/\s/g, " "));
      expect(times).toEqual(
        locale === "en"
          ? [t.todayAt.replace("{time}", "9:05 AM"), t.yesterdayAt.replace("{time}", "9:30 PM"), "20/11/2026, 2:05 PM"]
          : [t.todayAt.replace("{time}", "9:05"), t.yesterdayAt.replace("{time}", "21:30"), "20/11/2026, 14:05"],
      );
    });
  });
}
