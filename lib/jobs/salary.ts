import type { SalaryPeriod } from "@/lib/generated/prisma/client";

/**
 * Units of each currency per US dollar: a fixed snapshot, not live rates. Salary filters only need
 * one comparable scale, and a fixed table keeps seeds and tests deterministic.
 */
export const unitsPerUsd: Readonly<Record<string, number>> = {
  USD: 1, CAD: 1.37, MXN: 18.5, GTQ: 7.75, BZD: 2, HNL: 26, NIO: 36.8, CRC: 510, PAB: 1, CUP: 24, DOP: 61,
  HTG: 131, JMD: 157, TTD: 6.8, COP: 4000, VES: 120, PEN: 3.7, BOB: 6.9, CLP: 950, ARS: 1150, UYU: 40, PYG: 7800,
  BRL: 5.5, GYD: 209, SRD: 36, EUR: 0.92, GBP: 0.79, CHF: 0.88, SEK: 10.5, NOK: 10.8, DKK: 6.9, PLN: 3.95, CZK: 23,
  RON: 4.6, UAH: 41, HUF: 360, BGN: 1.8, ILS: 3.7, AED: 3.6725, SAR: 3.75, TRY: 34, QAR: 3.64, JOD: 0.709,
  NGN: 1550, KES: 129, ZAR: 18.2, EGP: 49, MAD: 9.9, GHS: 15, TND: 3.1, ETB: 120, INR: 84, PKR: 280, BDT: 120,
  PHP: 57, IDR: 15900, VND: 25000, THB: 34, MYR: 4.5, SGD: 1.34, JPY: 150, KRW: 1370, CNY: 7.2, TWD: 32,
  AUD: 1.52, NZD: 1.66,
};

/** How many of each period make a month, for a 40-hour, 5-day week (52 weeks / 12 months). */
export const periodsPerMonth: Readonly<Record<SalaryPeriod, number>> = {
  HOURLY: (40 * 52) / 12,
  DAILY: (5 * 52) / 12,
  WEEKLY: 52 / 12,
  MONTHLY: 1,
  YEARLY: 1 / 12,
};

/** An amount of money per period, in whole US dollars a month; null for a currency not in the table. */
export function toMonthlyUsd(amount: number, currency: string, period: SalaryPeriod): number | null {
  const rate = unitsPerUsd[currency.toUpperCase()];
  if (rate === undefined) return null;
  return Math.round((amount * periodsPerMonth[period]) / rate);
}

interface SalaryRange {
  salaryFrom: number | null;
  salaryTo: number | null;
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod;
}

/** The job columns salary filters compare: the range in US dollars a month. */
export function monthlyUsdRange(salary: SalaryRange): { salaryMonthlyUsdFrom: number | null; salaryMonthlyUsdTo: number | null } {
  const convert = (amount: number | null) =>
    amount === null ? null : toMonthlyUsd(amount, salary.salaryCurrency, salary.salaryPeriod);
  return { salaryMonthlyUsdFrom: convert(salary.salaryFrom), salaryMonthlyUsdTo: convert(salary.salaryTo) };
}
