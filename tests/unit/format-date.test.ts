import { describe, expect, it } from "@jest/globals";

import { createTranslator } from "use-intl/core";

import { calendarDay, calendarDaysBetween, deadlineDay, formatCalendarDate, formatCalendarDateTime } from "@/lib/format/date";
import en from "@/messages/en.json";
import es from "@/messages/es.json";

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

describe("formatCalendarDateTime", () => {
  it("writes the date as DD/MM/YYYY in both languages and the time as each language writes it", () => {
    const afternoon = new Date("2026-03-07T14:05:00Z");
    expect(formatCalendarDateTime(afternoon, "en", "UTC")).toMatch(/^07\/03\/2026, 2:05\sPM$/); // ICU versions differ on the space before PM
    expect(formatCalendarDateTime(afternoon, "es", "UTC")).toBe("07/03/2026, 14:05");
  });
});

describe("calendarDay", () => {
  const now = new Date("2026-11-25T10:00:00Z");

  it("names today, yesterday and tomorrow, and writes other days as DD/MM/YYYY", () => {
    expect(calendarDay(new Date("2026-11-25T00:30:00Z"), now, "UTC")).toEqual({ label: "today", date: "25/11/2026" });
    expect(calendarDay(new Date("2026-11-24T23:59:00Z"), now, "UTC")).toEqual({ label: "yesterday", date: "24/11/2026" });
    expect(calendarDay(new Date("2026-11-26T08:00:00Z"), now, "UTC")).toEqual({ label: "tomorrow", date: "26/11/2026" });
    expect(calendarDay(new Date("2026-11-23T12:00:00Z"), now, "UTC")).toEqual({ label: "date", date: "23/11/2026" });
  });

  it("measures each call from its own now and zone, however many calls came before", () => {
    const posted = new Date("2026-11-24T12:00:00Z");
    expect(calendarDay(posted, now, "UTC").label).toBe("yesterday");
    expect(calendarDay(posted, new Date("2026-11-26T10:00:00Z"), "UTC").label).toBe("date");
    const morning = new Date("2026-11-24T09:00:00Z");
    expect(calendarDay(posted, morning, "UTC").label).toBe("today");
    // The same instant at UTC+14 is 23:00 on the 24th, and the job was posted at 02:00 on the 25th.
    expect(calendarDay(posted, morning, "Pacific/Kiritimati").label).toBe("tomorrow");
  });

  it("counts calendar days in the time zone given", () => {
    // 03:00 in Bogotá on the 25th is still the 24th there: yesterday, not today.
    expect(calendarDay(new Date("2026-11-25T03:00:00Z"), now, "America/Bogota")).toEqual({ label: "yesterday", date: "24/11/2026" });
  });
});

describe("deadlineDay", () => {
  const now = new Date("2026-11-25T10:00:00Z");
  const closing = (messages: typeof en, locale: "en" | "es", day: string) =>
    createTranslator({ locale, messages, namespace: "EmployerJobs" })("expires", deadlineDay(new Date(day), now, "UTC"));

  it("says a job closed on a day already gone, and closes on a day to come", () => {
    expect(closing(en, "en", "2026-11-20T00:00:00Z")).toBe("Closed 20/11/2026");
    expect(closing(es, "es", "2026-11-20T00:00:00Z")).toBe("Cerró el 20/11/2026");
    expect(closing(en, "en", "2026-11-24T00:00:00Z")).toBe("Closed yesterday");
    expect(closing(en, "en", "2026-11-25T00:00:00Z")).toBe("Closes today");
    expect(closing(en, "en", "2026-12-20T00:00:00Z")).toBe("Closes 20/12/2026");
    expect(closing(es, "es", "2026-12-20T00:00:00Z")).toBe("Cierra el 20/12/2026");
  });
});

describe("calendarDaysBetween", () => {
  it("counts the days a calendar shows between two dates, not the 24-hour spans", () => {
    const now = new Date("2030-01-20T12:00:00Z");
    expect(calendarDaysBetween(new Date("2030-01-10T13:00:00Z"), now, "UTC")).toBe(10);
    expect(calendarDaysBetween(new Date("2030-01-19T23:00:00Z"), new Date("2030-01-20T01:00:00Z"), "UTC")).toBe(1);
    expect(calendarDaysBetween(new Date("2030-01-20T11:00:00Z"), now, "UTC")).toBe(0);
    // Across a month's and a year's end, and in the zone given: 03:00 UTC on the 1st is still the 31st in Bogotá.
    expect(calendarDaysBetween(new Date("2029-12-31T12:00:00Z"), new Date("2030-01-01T03:00:00Z"), "UTC")).toBe(1);
    expect(calendarDaysBetween(new Date("2029-12-31T12:00:00Z"), new Date("2030-01-01T03:00:00Z"), "America/Bogota")).toBe(0);
  });
});
