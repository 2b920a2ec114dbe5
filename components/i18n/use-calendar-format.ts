import { useLocale, useTimeZone } from "next-intl";

import { calendarDay, formatCalendarDate, formatCalendarDateTime, formatTimeOfDay } from "@/lib/format/date";

/**
 * Spec 9's dates (DD/MM/YYYY; Today and Yesterday by name) in client components, in the time zone
 * the server rendered them in, so the page hydrates with the same text.
 */
export function useCalendarFormat() {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return {
    date: (value: Date | string) => formatCalendarDate(new Date(value), timeZone),
    dateTime: (value: Date | string) => formatCalendarDateTime(new Date(value), locale, timeZone),
    time: (value: Date | string) => formatTimeOfDay(new Date(value), locale, timeZone),
    day: (value: Date | string, now: Date) => calendarDay(new Date(value), now, timeZone),
  };
}
