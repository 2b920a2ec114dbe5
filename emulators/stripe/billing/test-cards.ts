import { StripeError, type StripeErrorBody } from "../http/stripe-error.ts";

/** How a card behaves when it is attached (or set up) and when it is charged, from Stripe's test-card table. */
export type TestCard = {
  number: string;
  brand: string;
  funding: string;
  /** Fails both attach and charge. */
  decline?: Decline;
  /** Attaches fine, then every charge fails: how renewal failures and dunning are tested. */
  chargeDecline?: Decline;
  requiresAuthentication?: boolean;
};

type Decline = { code: string; decline_code?: string; message: string; param?: string };

const declined = (declineCode: string, message = "Your card was declined."): Decline => ({ code: "card_declined", decline_code: declineCode, message });

const cards: Record<string, TestCard> = {
  visa: { number: "4242424242424242", brand: "visa", funding: "credit" },
  visa_debit: { number: "4000056655665556", brand: "visa", funding: "debit" },
  mastercard: { number: "5555555555554444", brand: "mastercard", funding: "credit" },
  amex: { number: "378282246310005", brand: "amex", funding: "credit" },
  chargeDeclined: { number: "4000000000000002", brand: "visa", funding: "credit", decline: declined("generic_decline") },
  chargeDeclinedInsufficientFunds: { number: "4000000000009995", brand: "visa", funding: "credit", decline: declined("insufficient_funds", "Your card has insufficient funds.") },
  chargeDeclinedLostCard: { number: "4000000000009987", brand: "visa", funding: "credit", decline: declined("lost_card") },
  chargeDeclinedStolenCard: { number: "4000000000009979", brand: "visa", funding: "credit", decline: declined("stolen_card") },
  chargeDeclinedExpiredCard: { number: "4000000000000069", brand: "visa", funding: "credit", decline: { code: "expired_card", message: "Your card has expired.", param: "exp_month" } },
  chargeDeclinedIncorrectCvc: { number: "4000000000000127", brand: "visa", funding: "credit", decline: { code: "incorrect_cvc", message: "Your card's security code is incorrect.", param: "cvc" } },
  chargeDeclinedProcessingError: { number: "4000000000000119", brand: "visa", funding: "credit", decline: { code: "processing_error", message: "An error occurred while processing your card. Try again in a little bit." } },
  chargeCustomerFail: { number: "4000000000000341", brand: "visa", funding: "credit", chargeDecline: declined("generic_decline") },
  authenticationRequired: { number: "4000002760003184", brand: "visa", funding: "credit", requiresAuthentication: true },
  threeDSecure2Required: { number: "4000000000003220", brand: "visa", funding: "credit", requiresAuthentication: true },
};

const DECLINED_NAMES = Object.keys(cards).filter((name) => name.startsWith("chargeDeclined"));

/** `pm_card_visa`, `tok_visa`, and for declines both `pm_card_visa_chargeDeclined…` and the older `pm_card_chargeDeclined…`. */
export function testCardForAlias(id: string): TestCard | undefined {
  const match = /^(?:pm_card_|tok_)(.+)$/.exec(id);
  if (!match?.[1]) return undefined;
  const name = match[1];
  if (cards[name]) return cards[name];
  const withoutVisa = name.replace(/^visa_/, "");
  return DECLINED_NAMES.includes(withoutVisa) ? cards[withoutVisa] : undefined;
}

function passesLuhn(number: string) {
  let sum = 0;
  [...number].reverse().forEach((digit, index) => {
    let value = Number(digit);
    if (index % 2 === 1) value = value * 2 > 9 ? value * 2 - 9 : value * 2;
    sum += value;
  });
  return sum % 10 === 0;
}

function brandOf(number: string) {
  if (number.startsWith("4")) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^6(011|5)/.test(number)) return "discover";
  return "unknown";
}

/** A raw card number: a known test card, or any other number that passes the Luhn check (it then always succeeds). */
export function testCardForNumber(raw: string): TestCard {
  const number = raw.replace(/[\s-]/g, "");
  const known = Object.values(cards).find((card) => card.number === number);
  if (known) return known;
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    throw new StripeError(402, { type: "card_error", code: "incorrect_number", message: "Your card number is incorrect.", param: "number" });
  }
  return { number, brand: brandOf(number), funding: "credit" };
}

/** The test card a stored payment method was made from: its last four digits identify it. */
export function testCardOfPaymentMethod(card: { brand: string; last4: string }): TestCard {
  return Object.values(cards).find((known) => known.brand === card.brand && known.number.endsWith(card.last4)) ?? { number: card.last4, brand: card.brand, funding: "credit" };
}

export function cardError(decline: Decline, related: Partial<Pick<StripeErrorBody, "payment_method" | "setup_intent" | "payment_intent">> = {}, keepsChanges = false) {
  return new StripeError(402, { type: "card_error", code: decline.code, decline_code: decline.decline_code, message: decline.message, param: decline.param, ...related }, keepsChanges);
}

export function authenticationRequired(): Decline {
  return { code: "authentication_required", decline_code: "authentication_required", message: "Your card was declined. This transaction requires authentication." };
}
