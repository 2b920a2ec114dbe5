import "server-only";

import { db } from "@/lib/db";
import { toTransactionWire, transactionWireSelect, type TransactionWire } from "@/lib/payments/transaction-wire";

export type { TransactionWire };

export async function getTransactionWire(id: string): Promise<TransactionWire | null> {
  const row = await db.transaction.findUnique({ where: { id }, select: transactionWireSelect });
  return row ? toTransactionWire(row) : null;
}
