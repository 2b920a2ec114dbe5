import "server-only";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Coupon, Prisma } from "@/lib/generated/prisma/client";

type Client = Prisma.TransactionClient | typeof db;

function couponInvalid(): AppError {
  return new AppError("COUPON_INVALID", { message: "This coupon is not valid: it may be unknown, expired or used up." });
}

/** A coupon that may be redeemed now: active, not past its date, not used up. */
export async function getRedeemableCouponOrThrow(client: Client, code: string, now: Date = new Date()): Promise<Coupon> {
  const coupon = await client.coupon.findUnique({ where: { code: code.trim() } });
  const isUsedUp = coupon?.maxRedemptions != null && coupon.timesRedeemed >= coupon.maxRedemptions;
  if (!coupon || !coupon.isActive || (coupon.validUntil && coupon.validUntil <= now) || isUsedUp) throw couponInvalid();
  return coupon;
}

/** Counts one redemption, inside the subscribing transaction; the last one left cannot be taken twice. */
export async function redeemCoupon(tx: Prisma.TransactionClient, coupon: Coupon): Promise<void> {
  const limit = coupon.maxRedemptions;
  const { count } = await tx.coupon.updateMany({
    where: { id: coupon.id, ...(limit != null ? { timesRedeemed: { lt: limit } } : {}) },
    data: { timesRedeemed: { increment: 1 } },
  });
  if (count === 0) throw couponInvalid();
}

/** The first invoice's price after the coupon (never below zero). */
export function discountedPrice(priceCents: number, coupon: Pick<Coupon, "percentOff" | "amountOffCents">): number {
  if (coupon.percentOff != null) return priceCents - Math.round((priceCents * coupon.percentOff) / 100);
  return Math.max(0, priceCents - (coupon.amountOffCents ?? 0));
}
