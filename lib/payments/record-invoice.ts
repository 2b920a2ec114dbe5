import "server-only";

import type Stripe from "stripe";

import { isLocale } from "@/i18n/config";
import { appUrl } from "@/lib/auth/app-url";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deliverRecordedEmail, recordEmail, type Email } from "@/lib/mail/send-email";
import { paymentFailedEmail, paymentReceiptEmail } from "@/lib/mail/templates";
import { companyPremiumPath } from "@/lib/navigation/paths";
import { publishNewNotifications } from "@/lib/notifications/publish-new-notifications";
import { recordNotification, type NewNotification } from "@/lib/notifications/record-notification";
import { writeInvoiceTransaction } from "@/lib/payments/write-invoice-transaction";

type Tx = Prisma.TransactionClient;

/** What recording an invoice left to do after the commit: mails to hand to SMTP, notifications to publish. */
export type InvoiceOutcome = { transactionId: string | null; emails: { id: string; email: Email }[]; notifications: NewNotification[] };

/**
 * The invoice's history row (writeInvoiceTransaction), and what the payer is told: the first time
 * the row becomes SUCCEEDED, the receipt goes into the outbox (in their language); `failedAttempt`
 * (invoice.payment_failed) records the failed-payment mail and a notification.
 */
export async function recordInvoice(tx: Tx, invoice: Stripe.Invoice, options: { failedAttempt?: boolean } = {}): Promise<InvoiceOutcome> {
  const written = await writeInvoiceTransaction(tx, invoice);
  if (!written) return { transactionId: null, emails: [], notifications: [] };
  const { payer, company, status, amountCents } = written;
  const outcome: InvoiceOutcome = { transactionId: written.transactionId, emails: [], notifications: [] };
  if (!payer || payer.deletedAt) return outcome;
  const locale = isLocale(payer.locale) ? payer.locale : "en";
  const premiumUrl = `${appUrl()}/${locale}${companyPremiumPath(company)}`;
  const mail = { locale, companyName: company.name, planName: written.planLabel, amountCents, currency: written.currency };
  if (status === "SUCCEEDED" && written.previousStatus !== "SUCCEEDED" && amountCents > 0) {
    const email: Email = { to: payer.email, userId: payer.id, template: "payment_receipt", locale, ...paymentReceiptEmail({ ...mail, invoiceNumber: invoice.number, url: invoice.hosted_invoice_url ?? premiumUrl }) };
    outcome.emails.push({ id: (await recordEmail(tx, email)).id, email });
  }
  if (options.failedAttempt && status !== "SUCCEEDED") {
    const email: Email = { to: payer.email, userId: payer.id, template: "payment_failed", locale, ...paymentFailedEmail({ ...mail, url: premiumUrl }) };
    outcome.emails.push({ id: (await recordEmail(tx, email)).id, email });
    outcome.notifications.push(
      await recordNotification(tx, { userId: payer.id, side: "EMPLOYER", type: "PAYMENT_FAILED", data: { companyId: company.id, companyName: company.name, planName: written.planLabel, invoiceId: invoice.id } }),
    );
  }
  return outcome;
}

/** After the commit: mails to SMTP (when configured) and the live notification events. */
export async function deliverInvoiceOutcome(outcome: InvoiceOutcome): Promise<void> {
  for (const { id, email } of outcome.emails) await deliverRecordedEmail(id, email);
  await publishNewNotifications(outcome.notifications);
}
