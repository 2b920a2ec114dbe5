import type { PlanName, TransactionStatus } from "@/lib/generated/prisma/enums";

/** One payment in the history (payments contract: TransactionWire). SUCCEEDED reads as PAID. */
export type TransactionWire = {
  _id: string;
  created_at: string;
  description: string | null;
  plan_name: PlanName | null;
  amount_cents: number;
  currency: string;
  status: "PAID" | "FAILED" | "PENDING" | "REFUNDED";
  invoice_number: string | null;
  invoice_url: string | null;
};

const statuses: Record<TransactionStatus, TransactionWire["status"]> = { SUCCEEDED: "PAID", FAILED: "FAILED", PENDING: "PENDING", REFUNDED: "REFUNDED" };

export const transactionWireSelect = {
  id: true,
  createdAt: true,
  description: true,
  amountCents: true,
  currency: true,
  status: true,
  invoiceNumber: true,
  invoiceUrl: true,
  plan: { select: { name: true } },
} as const;

type Row = {
  id: string;
  createdAt: Date;
  description: string | null;
  amountCents: number;
  currency: string;
  status: TransactionStatus;
  invoiceNumber: string | null;
  invoiceUrl: string | null;
  plan: { name: PlanName } | null;
};

export function toTransactionWire(row: Row): TransactionWire {
  return {
    _id: row.id,
    created_at: row.createdAt.toISOString(),
    description: row.description,
    plan_name: row.plan?.name ?? null,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: statuses[row.status],
    invoice_number: row.invoiceNumber,
    invoice_url: row.invoiceUrl,
  };
}
