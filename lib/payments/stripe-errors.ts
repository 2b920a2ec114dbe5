import "server-only";

import Stripe from "stripe";

import { AppError } from "@/lib/errors";

/** What the payer reads for each refusal Stripe names (its decline_code, else its code). */
const declineMessages: Record<string, string> = {
  insufficient_funds: "Your card has insufficient funds.",
  lost_card: "Your card was reported lost. Use another card.",
  stolen_card: "Your card was reported stolen. Use another card.",
  expired_card: "Your card has expired.",
  incorrect_cvc: "Your card's security code is incorrect.",
  processing_error: "An error occurred while processing your card. Try again in a moment.",
  authentication_required: "Your bank asks to authenticate this card. Use another card.",
  generic_decline: "Your card was declined.",
  card_declined: "Your card was declined.",
};

/**
 * Stripe's card refusals become our 402 with a clear message (CARD_DECLINED when a card is added,
 * PAYMENT_DECLINED when a charge is refused); Stripe being unreachable or failing becomes 503.
 * Anything else is a bug of ours and stays as it is (a 500 with a request id).
 */
export function toPaymentError(error: unknown, code: "CARD_DECLINED" | "PAYMENT_DECLINED"): unknown {
  if (error instanceof Stripe.errors.StripeCardError) {
    const reason = error.decline_code ?? error.code ?? "card_declined";
    return new AppError(code, { message: declineMessages[reason] ?? declineMessages.card_declined, details: { decline_code: reason }, cause: error });
  }
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
    return new AppError("payments_unavailable", { message: "The payment service did not answer. Try again in a moment.", cause: error });
  }
  return error;
}

/** Runs a Stripe call, turning its card and availability errors into ours. */
export async function callStripe<T>(work: () => Promise<T>, code: "CARD_DECLINED" | "PAYMENT_DECLINED" = "PAYMENT_DECLINED"): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toPaymentError(error, code);
  }
}
