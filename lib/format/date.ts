import { dateTimeFormat } from "@/lib/format/intl-cache";

/** The product's calendar date in every language: DD/MM/YYYY (spec section 9). */
export function formatCalendarDate(date: Date, timeZone?: string): string {
  const parts = dateTimeFormat("en-GB", { day: "2-digit", month: "2-digit", year: "numeric", timeZone }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")}/${part("month")}/${part("year")}`;
}
