import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { getMembershipOrThrow } from "@/lib/companies/get-membership-or-throw";
import { db } from "@/lib/db";
import { toTransactionWire, transactionWireSelect, type TransactionWire } from "@/lib/payments/transaction-wire";

/** GET transactions/historial/{companyId}?take&page (spec 9: 25, page 1): the company's payments, newest first, for its members. */
export async function listTransactions(caller: CurrentUser, companyId: string, { take, page }: { take: number; page: number }): Promise<{ items: TransactionWire[]; total: number; page: number; take: number }> {
  await getMembershipOrThrow(caller, companyId);
  const where = { companyId };
  const [rows, total] = await Promise.all([
    db.transaction.findMany({ where, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (page - 1) * take, take, select: transactionWireSelect }),
    db.transaction.count({ where }),
  ]);
  return { items: rows.map(toTransactionWire), total, page, take };
}
