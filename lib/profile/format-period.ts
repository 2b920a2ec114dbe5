/** "Feb 2019 – Jun 2023", or "Feb 2019 – Present" for what goes on. Dates are "YYYY-MM-DD". */
export function formatPeriod(start: string, end: string | null, locale: string, present: string): string {
  const month = new Intl.DateTimeFormat(locale, { month: "short", year: "numeric", timeZone: "UTC" });
  return `${month.format(new Date(`${start}T00:00:00Z`))} – ${end ? month.format(new Date(`${end}T00:00:00Z`)) : present}`;
}
