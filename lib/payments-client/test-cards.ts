/**
 * The cards the local payment server (emulators/stripe) knows, for the picker that stands in for
 * Stripe Elements when there are no Stripe keys. Each value is a Stripe test PaymentMethod id: the
 * server confirms a SetupIntent with it through the same code as a card typed into Elements, and
 * Stripe's own test mode accepts the same ids.
 */
export type TestCard = { id: string; brand: "visa" | "mastercard" | "amex"; last4: string; outcome: "succeeds" | "declined" | "insufficientFunds" | "failsLater" };

export const testCards: readonly TestCard[] = [
  { id: "pm_card_visa", brand: "visa", last4: "4242", outcome: "succeeds" },
  { id: "pm_card_mastercard", brand: "mastercard", last4: "4444", outcome: "succeeds" },
  { id: "pm_card_amex", brand: "amex", last4: "0005", outcome: "succeeds" },
  { id: "pm_card_chargeDeclined", brand: "visa", last4: "0002", outcome: "declined" },
  { id: "pm_card_chargeDeclinedInsufficientFunds", brand: "visa", last4: "9995", outcome: "insufficientFunds" },
  { id: "pm_card_chargeCustomerFail", brand: "visa", last4: "0341", outcome: "failsLater" },
];
