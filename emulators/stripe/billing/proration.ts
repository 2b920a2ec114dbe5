import type { EmulatorContext } from "../context.ts";
import type { SubscriptionItem } from "../model.ts";
import { describeProration } from "./describe-line.ts";
import type { LineInput } from "./draft-invoice.ts";

/** One item before and after a change; null on one side for an item added or removed. */
export type ItemChange = { before: SubscriptionItem | null; after: SubscriptionItem | null };

function remainingFraction(item: SubscriptionItem, at: number) {
  const length = item.current_period_end - item.current_period_start;
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, (item.current_period_end - at) / length));
}

/**
 * Prorations by the second, each line rounded to whole cents: a credit for the unused time of
 * what was, a charge for the remaining time of what is.
 */
export async function prorationLines(ctx: EmulatorContext, changes: ItemChange[], at: number): Promise<LineInput[]> {
  const lines: LineInput[] = [];
  for (const { before, after } of changes) {
    if (before && after && before.price.id === after.price.id && before.quantity === after.quantity) continue;
    if (before) {
      const fraction = remainingFraction(before, at);
      lines.push({
        amount: -Math.round(before.price.unit_amount * before.quantity * fraction),
        description: await describeProration(ctx, "Unused", before.price, before.quantity, at),
        period: { start: at, end: before.current_period_end },
        quantity: before.quantity,
        price: before.price,
        subscriptionItem: before.id,
        proration: true,
      });
    }
    if (after) {
      const fraction = remainingFraction(after, at);
      lines.push({
        amount: Math.round(after.price.unit_amount * after.quantity * fraction),
        description: await describeProration(ctx, "Remaining", after.price, after.quantity, at),
        period: { start: at, end: after.current_period_end },
        quantity: after.quantity,
        price: after.price,
        subscriptionItem: after.id,
        proration: true,
      });
    }
  }
  return lines;
}
