import type { ServerResponse } from "node:http";

import type { Invoice } from "../model.ts";
import type { Database } from "../store/database.ts";

function escape(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function money(amount: number, currency: string) {
  return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
}

/** The `hosted_invoice_url`: a plain read-only page, reachable without a key as Stripe's is. */
export async function serveInvoicePage(database: Database, id: string, res: ServerResponse) {
  const { rows } = await database.query<{ data: Invoice }>("SELECT data FROM stripe_emulator.objects WHERE id = $1 AND object = 'invoice'", [id]);
  const invoice = rows[0]?.data;
  if (!invoice) {
    res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("No such invoice");
    return;
  }
  const lines = invoice.lines.data.map((line) => `<tr><td>${escape(line.description)}</td><td>${money(line.amount, line.currency)}</td></tr>`).join("");
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice ${escape(invoice.number ?? invoice.id)}</title></head>
<body style="font-family: system-ui; max-width: 40rem; margin: 2rem auto">
<h1>Invoice ${escape(invoice.number ?? invoice.id)}</h1>
<p>Status: <strong>${escape(invoice.status)}</strong></p>
<table style="width: 100%">${lines}</table>
<p>Total: ${money(invoice.total, invoice.currency)} · Due: ${money(invoice.amount_due, invoice.currency)} · Paid: ${money(invoice.amount_paid, invoice.currency)}</p>
<p><small>Stripe emulator</small></p>
</body></html>`);
}
