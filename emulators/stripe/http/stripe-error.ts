/** An error answered in Stripe's envelope; the SDK picks its error class from `status`. */
export type StripeErrorBody = {
  type: "invalid_request_error" | "card_error" | "api_error" | "idempotency_error" | "authentication_error";
  message: string;
  code?: string;
  param?: string;
  decline_code?: string;
  doc_url?: string;
  payment_method?: unknown;
  setup_intent?: unknown;
  payment_intent?: unknown;
};

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    /** Stripe keeps some state behind an error (a SetupIntent's `last_setup_error`): commit instead of rolling back. */
    readonly keepsChanges = false,
  ) {
    super(body.message);
  }

  /** Stripe links every coded error to its page: `card_declined` → …/error-codes/card-declined. */
  toJSON() {
    const docUrl = this.body.code ? `https://stripe.com/docs/error-codes/${this.body.code.replaceAll("_", "-")}` : undefined;
    return { error: { ...this.body, doc_url: this.body.doc_url ?? docUrl } };
  }
}

export function invalidRequest(message: string, options: { code?: string; param?: string; status?: number } = {}) {
  return new StripeError(options.status ?? 400, { type: "invalid_request_error", message, code: options.code, param: options.param });
}

export function resourceMissing(label: string, id: string, param = "id") {
  return invalidRequest(`No such ${label}: '${id}'`, { code: "resource_missing", param, status: 404 });
}

export function missingParam(param: string) {
  return invalidRequest(`Missing required param: ${param}.`, { code: "parameter_missing", param });
}

export function invalidParam(param: string, message: string) {
  return invalidRequest(message, { code: "parameter_invalid", param });
}
