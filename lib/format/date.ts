import { dateTimeFormat } from "@/lib/format/intl-cache";

/** The product's calendar date in every language: DD/MM/YYYY (spec section 9). */
export function formatCalendarDate(date: Date, timeZone?: string): string {
  const parts = dateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "numeric", timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")}`;
}

/** The time of day as the reader's language writes it: "2:05 PM" in English, "14:05" in Spanish. */
export function formatTimeOfDay(date: Date, locale: string, timeZone?: string): string {
  return dateTimeFormat(locale, { timeStyle: "short", timeZone }).format(date);
}

/** The calendar date and the time of day: "28/11/2026, 2:05 PM" in English, "28/11/2026, 14:05" in Spanish. */
export function formatCalendarDateTime(date: Date, locale: string, timeZone?: string): string {
  return `${formatCalendarDate(date, timeZone)}, ${formatTimeOfDay(date, locale, timeZone)}`;
}

export type CalendarDay = { label: "today" | "yesterday" | "tomorrow"; date: string } | { label: "date"; date: string };

/**
 * Spec 9's date display: "Today", "Yesterday" or "Tomorrow" for those calendar days (in the time
 * zone given), otherwise the date as DD/MM/YYYY. The caller translates the label.
 */
export function calendarDay(date: Date, now: Date, timeZone?: string): CalendarDay {
  const text = formatCalendarDate(date, timeZone);
  const days = daysAround(now, timeZone);
  if (text === days.today) return { label: "today", date: text };
  if (text === days.yesterday) return { label: "yesterday", date: text };
  if (text === days.tomorrow) return { label: "tomorrow", date: text };
  return { label: "date", date: text };
}

/** Whole calendar days from one date to another in the time zone given: 23:00 to 01:00 the next day is one. */
export function calendarDaysBetween(from: Date, to: Date, timeZone?: string): number {
  const dayNumber = (date: Date) => {
    const [day, month, year] = formatCalendarDate(date, timeZone).split("/").map(Number);
    return Date.UTC(year!, month! - 1, day!) / 86_400_000;
  };
  return dayNumber(to) - dayNumber(from);
}

/** A deadline's day: calendarDay's, and "past" for a day before yesterday ("Closed 20/11/2026", not "Closes"). */
export function deadlineDay(date: Date, now: Date, timeZone?: string): CalendarDay | { label: "past"; date: string } {
  const day = calendarDay(date, now, timeZone);
  return day.label === "date" && date < now ? { label: "past", date: day.date } : day;
}

// A page of job cards asks about the same "now" twenty times: its three days are worked out once.
let lastDaysAround: { key: string; days: Record<"today" | "yesterday" | "tomorrow", string> } | null = null;

function daysAround(now: Date, timeZone: string | undefined) {
  const key = `${now.getTime()}|${timeZone ?? ""}`;
  if (lastDaysAround?.key !== key) {
    const dayOf = (offset: number) => formatCalendarDate(new Date(now.getTime() + offset * 86_400_000), timeZone);
    lastDaysAround = { key, days: { today: dayOf(0), yesterday: dayOf(-1), tomorrow: dayOf(1) } };
  }
  return lastDaysAround.days;
}
