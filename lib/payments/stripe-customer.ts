import type Stripe from "stripe";

import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { fullName } from "@/lib/users/display-name";

/**
 * The user's Stripe customer, created on first need and kept in users.stripe_customer_id. The
 * idempotency key names the user, so two first requests at once create one customer; the second
 * write of the same id is harmless.
 */
export async function ensureStripeCustomer(stripe: Stripe, userId: string, client: Pick<typeof db, "user"> = db): Promise<string> {
  const user = await client.user.findUnique({ where: { id: userId }, select: { id: true, email: true, firstName: true, lastName: true, stripeCustomerId: true } });
  if (!user) throw new AppError("not_found", { message: "No such user." });
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: fullName(user) ?? undefined, metadata: { user_id: user.id } },
    { idempotencyKey: `user-${user.id}-customer` },
  );
  await client.user.updateMany({ where: { id: user.id, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
  const saved = await client.user.findUniqueOrThrow({ where: { id: user.id }, select: { stripeCustomerId: true } });
  return saved.stripeCustomerId ?? customer.id;
}
