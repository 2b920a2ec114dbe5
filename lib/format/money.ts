import { numberFormat } from "@/lib/format/intl-cache";

/**
 * An amount in its currency for a card: whole units, and compact from 10,000 up so that yearly
 * salaries stay short ("$120K", "120 mil US$"). The currency keeps its own symbol (ARS 2.8M,
 * not a "$" that reads as dollars). A malformed currency code falls back to the bare number and the code.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const compact = Math.abs(amount) >= 10_000;
  try {
    return numberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: compact ? 1 : 0,
      ...(compact ? { notation: "compact" as const } : {}),
    }).format(amount);
  } catch {
    return `${numberFormat(locale, { maximumFractionDigits: 0 }).format(amount)} ${currency}`;
  }
}
