import type { EmulatorContext } from "../context.ts";
import type { Price, Product } from "../model.ts";
import { findObject } from "../store/objects.ts";

function money(amount: number, currency: string) {
  const value = (amount / 100).toFixed(2);
  return currency === "usd" ? `$${value}` : `${value} ${currency.toUpperCase()}`;
}

function date(at: number) {
  return new Date(at * 1000).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
}

export async function productNameOf(ctx: EmulatorContext, price: Price) {
  return (await findObject<Product>(ctx.db, price.product))?.name ?? price.product;
}

/** Stripe's wording: "1 × Pro (at $15.00 / month)". */
export async function describeCharge(ctx: EmulatorContext, price: Price, quantity: number) {
  const every = price.recurring ? ` / ${price.recurring.interval_count > 1 ? `${price.recurring.interval_count} ${price.recurring.interval}s` : price.recurring.interval}` : "";
  return `${quantity} × ${await productNameOf(ctx, price)} (at ${money(price.unit_amount, price.currency)}${every})`;
}

/** Stripe's wording for prorations: "Unused time on Pro after 12 Jan 2026" / "Remaining time on …". */
export async function describeProration(ctx: EmulatorContext, kind: "Unused" | "Remaining", price: Price, quantity: number, at: number) {
  const name = await productNameOf(ctx, price);
  return `${kind} time on ${quantity > 1 ? `${quantity} × ` : ""}${name} after ${date(at)}`;
}

export async function describeTrial(ctx: EmulatorContext, price: Price, quantity: number) {
  return `Trial period for ${quantity > 1 ? `${quantity} × ` : ""}${await productNameOf(ctx, price)}`;
}
