import { describe, expect, it } from "@jest/globals";

import { formatCalendarDate } from "@/lib/format/date";

describe("formatCalendarDate", () => {
  it("writes day, month and year as DD/MM/YYYY", () => {
    expect(formatCalendarDate(new Date("2026-03-07T12:00:00Z"), "UTC")).toBe("07/03/2026");
  });

  it("uses the calendar day of the given time zone", () => {
    const lateEvening = new Date("2026-12-31T23:30:00Z");
    expect(formatCalendarDate(lateEvening, "UTC")).toBe("31/12/2026");
    expect(formatCalendarDate(lateEvening, "Europe/Madrid")).toBe("01/01/2027");
  });
});
