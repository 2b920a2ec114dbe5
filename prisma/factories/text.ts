/** "José Pérez" -> "jose-perez": ASCII, lower case, for e-mails and slugs. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** "a, b and c" / "a, b y c". */
export function listPhrase(items: readonly string[], locale: "en" | "es"): string {
  if (items.length <= 1) return items.join("");
  const conjunction = locale === "es" ? " y " : " and ";
  return `${items.slice(0, -1).join(", ")}${conjunction}${items[items.length - 1]}`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const DAY_MS = 86_400_000;

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}

export function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Midnight UTC of the date, for @db.Date columns. */
export function dateOnly(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** Rounds a salary to two significant digits (4,236 -> 4,200), as people write them. */
export function roundSalary(amount: number): number {
  if (amount <= 0) return 0;
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(amount)) - 1);
  return Math.round(amount / magnitude) * magnitude;
}
