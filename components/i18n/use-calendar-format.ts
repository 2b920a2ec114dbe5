import { useLocale, useTimeZone } from "next-intl";

import { formatCalendarDate, formatCalendarDateTime } from "@/lib/format/date";

/**
 * Spec 9's dates (DD/MM/YYYY) in client components, in the time zone the server rendered them in,
 * so the page hydrates with the same text.
 */
export function useCalendarFormat() {
  const locale = useLocale();
  const timeZone = useTimeZone();
  return {
    date: (value: Date | string) => formatCalendarDate(new Date(value), timeZone),
    dateTime: (value: Date | string) => formatCalendarDateTime(new Date(value), locale, timeZone),
  };
}
