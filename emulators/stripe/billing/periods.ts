import type { Recurring } from "../model.ts";

const DAY = 86_400;

function addMonths(from: number, months: number, anchor: number) {
  const start = new Date(from * 1000);
  const anchorDate = new Date(anchor * 1000);
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDayOfMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  // A subscription anchored on the 31st renews on the last day of shorter months, then returns to the 31st.
  const day = Math.min(anchorDate.getUTCDate(), lastDayOfMonth);
  return Date.UTC(year, month, day, anchorDate.getUTCHours(), anchorDate.getUTCMinutes(), anchorDate.getUTCSeconds()) / 1000;
}

/** The end of the billing period that starts at `start`, in calendar units kept on the anchor's day and time. */
export function periodEndAfter(start: number, anchor: number, recurring: Pick<Recurring, "interval" | "interval_count">): number {
  const count = recurring.interval_count;
  switch (recurring.interval) {
    case "day":
      return start + count * DAY;
    case "week":
      return start + count * 7 * DAY;
    case "month":
      return addMonths(start, count, anchor);
    case "year":
      return addMonths(start, 12 * count, anchor);
  }
}

/** The billing periods from `start` (on its own anchor) up to and including the one that holds `now`; at most `max`. */
export function periodsUntil(start: number, now: number, recurring: Pick<Recurring, "interval" | "interval_count">, max: number): { start: number; end: number }[] | null {
  const periods = [{ start, end: periodEndAfter(start, start, recurring) }];
  for (let last = periods[0]!; last.end <= now; last = periods[periods.length - 1]!) {
    if (periods.length === max) return null;
    periods.push({ start: last.end, end: periodEndAfter(last.end, start, recurring) });
  }
  return periods;
}

export function monthsAfter(from: number, months: number) {
  return addMonths(from, months, from);
}
