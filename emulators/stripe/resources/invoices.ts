import { attemptInvoicePayment, markInvoicePaid } from "../billing/invoice-lifecycle.ts";
import { settleSubscriptionAfterPayment } from "../billing/subscription-lifecycle.ts";
import { cardError } from "../billing/test-cards.ts";
import type { EmulatorContext } from "../context.ts";
import { mergeMetadata, optionalBoolean, optionalString } from "../http/params.ts";
import type { Route } from "../http/route.ts";
import { invalidRequest } from "../http/stripe-error.ts";
import type { Invoice } from "../model.ts";
import { listObjects, type ObjectFilter } from "../store/list-objects.ts";
import { getObjectOrThrow, saveObject } from "../store/objects.ts";
import { previewInvoice, PREVIEW_PARAMS } from "./invoice-preview.ts";
import { LIST_PARAMS, pageOf } from "./list-params.ts";

async function getOpenInvoiceOrThrow(ctx: EmulatorContext, id: string) {
  const invoice = await getObjectOrThrow<Invoice>(ctx.db, "invoice", id);
  if (invoice.status === "paid") throw invalidRequest("Invoice is already paid", { code: "invoice_already_paid" });
  if (invoice.status !== "open") throw invalidRequest(`You can only pay, void or mark uncollectible an open invoice; this one is ${invoice.status}.`, { code: "invoice_not_editable" });
  return invoice;
}

export const invoiceRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/invoices/create_preview",
    params: PREVIEW_PARAMS,
    handle: ({ params, ctx }) => previewInvoice(ctx, params),
  },
  {
    method: "GET",
    path: "/v1/invoices/:id",
    params: [],
    handle: ({ path, ctx }) => getObjectOrThrow<Invoice>(ctx.db, "invoice", path.id ?? ""),
  },
  {
    method: "GET",
    path: "/v1/invoices/:id/lines",
    params: [...LIST_PARAMS],
    async handle({ path, ctx }) {
      return (await getObjectOrThrow<Invoice>(ctx.db, "invoice", path.id ?? "")).lines;
    },
  },
  {
    method: "POST",
    path: "/v1/invoices/:id",
    params: ["metadata", "description", "footer"],
    async handle({ params, path, ctx }) {
      const current = await getObjectOrThrow<Invoice>(ctx.db, "invoice", path.id ?? "");
      const updated: Invoice = {
        ...current,
        metadata: mergeMetadata(current.metadata as Record<string, string>, params),
        description: params.description === undefined ? current.description : (optionalString(params, "description") ?? null),
        footer: params.footer === undefined ? current.footer : (optionalString(params, "footer") ?? null),
      };
      await saveObject(ctx.db, updated);
      await ctx.emit("invoice.updated", updated);
      return updated;
    },
  },
  {
    method: "POST",
    path: "/v1/invoices/:id/pay",
    params: ["payment_method", "off_session", "paid_out_of_band", "forgive"],
    async handle({ params, path, ctx }) {
      const invoice = await getOpenInvoiceOrThrow(ctx, path.id ?? "");
      if (optionalBoolean(params, "paid_out_of_band")) {
        const paid = await markInvoicePaid(ctx, invoice);
        await settleSubscriptionAfterPayment(ctx, paid);
        return paid;
      }
      const attempt = await attemptInvoicePayment(ctx, invoice, { paymentMethod: optionalString(params, "payment_method"), offSession: optionalBoolean(params, "off_session") ?? true, scheduleRetry: false });
      // The failed attempt is counted on the invoice, so the transaction commits before the 402.
      if (attempt.decline) throw cardError(attempt.decline, { payment_method: attempt.paymentMethod }, true);
      await settleSubscriptionAfterPayment(ctx, attempt.invoice);
      return getObjectOrThrow<Invoice>(ctx.db, "invoice", invoice.id);
    },
  },
  {
    method: "POST",
    path: "/v1/invoices/:id/void",
    params: [],
    async handle({ path, ctx }) {
      const invoice = await getOpenInvoiceOrThrow(ctx, path.id ?? "");
      const voided: Invoice = { ...invoice, status: "void", amount_remaining: 0, next_payment_attempt: null, status_transitions: { ...invoice.status_transitions, voided_at: ctx.now } };
      await saveObject(ctx.db, voided);
      await ctx.emit("invoice.voided", voided);
      return voided;
    },
  },
  {
    method: "POST",
    path: "/v1/invoices/:id/mark_uncollectible",
    params: [],
    async handle({ path, ctx }) {
      const invoice = await getOpenInvoiceOrThrow(ctx, path.id ?? "");
      const uncollectible: Invoice = { ...invoice, status: "uncollectible", next_payment_attempt: null, status_transitions: { ...invoice.status_transitions, marked_uncollectible_at: ctx.now } };
      await saveObject(ctx.db, uncollectible);
      await ctx.emit("invoice.marked_uncollectible", uncollectible);
      return uncollectible;
    },
  },
  {
    method: "GET",
    path: "/v1/invoices",
    params: ["customer", "subscription", "status", "collection_method", "created", ...LIST_PARAMS],
    async handle({ params, ctx }) {
      const filters: ObjectFilter[] = [];
      const customer = optionalString(params, "customer");
      if (customer) filters.push({ path: ["customer"], equals: customer });
      const subscription = optionalString(params, "subscription");
      if (subscription) filters.push({ path: ["parent", "subscription_details", "subscription"], equals: subscription });
      const status = optionalString(params, "status");
      if (status) filters.push({ path: ["status"], equals: status });
      return listObjects<Invoice>(ctx.db, { object: "invoice", url: "/v1/invoices", filters, ...pageOf(params) });
    },
  },
];
