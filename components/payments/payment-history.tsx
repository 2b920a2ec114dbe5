"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "next-intl";

import { FormAlert } from "@/components/forms/form-alert";
import { useCalendarFormat } from "@/components/i18n/use-calendar-format";
import { usePayments } from "@/components/payments/use-payments";
import { Button } from "@/components/ui/button";
import { ExternalLinkIcon } from "@/components/ui/icons";
import { SkeletonBlock } from "@/components/ui/skeleton";
import { HISTORY_PAGE_SIZE } from "@/lib/payments-client/payments-client";
import { formatMoney } from "@/lib/payments-client/money";
import type { HistoryPage, TransactionWire } from "@/lib/payments-client/wire";

const statusLooks: Record<string, string> = {
  PAID: "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-800",
  SUCCEEDED: "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-800",
  FAILED: "bg-red-50 text-red-800 ring-red-200 dark:bg-red-950/60 dark:text-red-200 dark:ring-red-800",
  PENDING: "bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-800",
  REFUNDED: "bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700",
};
const knownStatuses = ["PAID", "SUCCEEDED", "FAILED", "PENDING", "REFUNDED"];

/** Pages of the company's payments (spec 9: take 25, page 1), each with its invoice to open. */
export function PaymentHistory({ companyId }: { companyId: string }) {
  const t = useTranslations("Payments.history");
  const { payments, failure } = usePayments();
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<{ page: number; history: HistoryPage | null } | null>(null);
  const history = loaded?.history ?? null;
  const isLoading = loaded?.page !== page;

  useEffect(() => {
    let isCurrent = true;
    payments.history(companyId, page).then(
      (answer) => isCurrent && setLoaded({ page, history: answer }),
      () => isCurrent && setLoaded((current) => ({ page, history: current?.history ?? null })),
    );
    return () => {
      isCurrent = false;
    };
  }, [payments, companyId, page]);

  const pages = history ? Math.max(1, Math.ceil(history.total / (history.take || HISTORY_PAGE_SIZE))) : 1;

  return (
    <section aria-labelledby="payment-history" className="flex flex-col gap-4">
      <h2 id="payment-history" className="text-lg font-semibold">
        {t("title")}
      </h2>
      {history === null && isLoading ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">{t("loading")}</span>
          {[0, 1, 2].map((index) => (
            <SkeletonBlock key={index} className="h-12 rounded-lg" />
          ))}
        </div>
      ) : history === null ? (
        <FormAlert>{failure ?? t("failed")}</FormAlert>
      ) : history.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">{t("empty")}</p>
      ) : (
        <div className={isLoading ? "opacity-60" : undefined} aria-busy={isLoading}>
          <HistoryTable items={history.items} />
          <HistoryList items={history.items} />
        </div>
      )}
      {history && pages > 1 ? (
        <nav aria-label={t("pagination")} className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" onClick={() => setPage((current) => current - 1)} disabled={page <= 1 || isLoading}>
            {t("previous")}
          </Button>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t("pageOf", { page, pages })}</p>
          <Button variant="outline" size="sm" onClick={() => setPage((current) => current + 1)} disabled={page >= pages || isLoading}>
            {t("next")}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}

const planNames = ["FREE", "PRO", "PREMIUM"];

function useRowTexts() {
  const t = useTranslations("Payments.history");
  const tPlans = useTranslations("Payments.plans");
  const calendar = useCalendarFormat();
  const locale = useLocale();
  return (item: TransactionWire) => ({
    date: calendar.date(item.created_at),
    // The server's description is English (the payments contract): the plan names the payment in the reader's language.
    description: item.plan_name && planNames.includes(item.plan_name) ? t("planPayment", { plan: tPlans(item.plan_name as "PRO") }) : (item.description ?? t("payment")),
    amount: formatMoney(item.amount_cents, item.currency, locale),
    status: knownStatuses.includes(item.status) ? t(`status.${item.status as "PAID"}`) : item.status,
    statusClass: statusLooks[item.status] ?? statusLooks.REFUNDED!,
  });
}

function InvoiceLink({ item }: { item: TransactionWire }) {
  const t = useTranslations("Payments.history");
  if (!item.invoice_url) return <span className="text-slate-500 dark:text-slate-400">—</span>;
  const label = item.invoice_number ?? t("invoice");
  return (
    <a
      href={item.invoice_url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t("openInvoice", { number: label })}
      className="inline-flex items-center gap-1 rounded font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
    >
      {label}
      <ExternalLinkIcon className="size-3.5" />
    </a>
  );
}

function HistoryTable({ items }: { items: TransactionWire[] }) {
  const t = useTranslations("Payments.history");
  const rowTexts = useRowTexts();
  return (
    <table className="hidden w-full text-sm sm:table">
      <caption className="sr-only">{t("title")}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-left text-xs tracking-wide text-slate-600 uppercase dark:border-slate-700 dark:text-slate-400">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t("date")}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t("description")}
          </th>
          <th scope="col" className="py-2 pr-3 text-right font-semibold">
            {t("amount")}
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            {t("statusColumn")}
          </th>
          <th scope="col" className="py-2 font-semibold">
            {t("invoiceColumn")}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((item) => {
          const row = rowTexts(item);
          return (
            <tr key={item._id}>
              <td className="py-3 pr-3 whitespace-nowrap">{row.date}</td>
              <td className="py-3 pr-3">{row.description}</td>
              <td className="py-3 pr-3 text-right whitespace-nowrap tabular-nums">{row.amount}</td>
              <td className="py-3 pr-3">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${row.statusClass}`}>{row.status}</span>
              </td>
              <td className="py-3">
                <InvoiceLink item={item} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Under `sm` each payment is a small card instead of a table row, so nothing scrolls sideways. */
function HistoryList({ items }: { items: TransactionWire[] }) {
  const rowTexts = useRowTexts();
  return (
    <ul className="flex flex-col gap-2 sm:hidden">
      {items.map((item) => {
        const row = rowTexts(item);
        return (
          <li key={item._id} className="flex flex-col gap-1.5 rounded-xl border border-slate-200 px-3 py-3 text-sm dark:border-slate-800">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium">{row.description}</span>
              <span className="font-semibold whitespace-nowrap tabular-nums">{row.amount}</span>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2 text-slate-600 dark:text-slate-400">
              <span>{row.date}</span>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${row.statusClass}`}>{row.status}</span>
              <InvoiceLink item={item} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
