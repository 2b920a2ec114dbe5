/**
 * The one error type of the product. Domain modules throw it with a stable code; the route
 * wrapper turns it into the response envelope. Clients translate codes, never messages.
 */
export const errorStatus = {
  /** A body that is not what the route reads (an unreadable multipart body, say). */
  bad_request: 400,
  invalid_json: 400,
  /** A body that broke off before its end: the client closed the connection while sending it. */
  body_incomplete: 400,
  /** A query string value that does not parse (details.fields names each one). */
  invalid_query: 400,
  /** A path parameter that does not parse, such as an id that is not a UUID (details.fields). */
  invalid_path: 400,
  /** A reset code that is wrong, expired or out of attempts (details.reason says which). */
  invalid_code: 400,
  /** A verification code whose time is up (details.reason: expired, or phone_changed when the profile's phone is no longer the one it was sent to). */
  code_expired: 400,
  /** A reset or e-mail confirmation token that is unknown, expired or used (details.reason). */
  invalid_token: 400,
  /** No session or token, or one that is refused (details.reason: malformed_token, token_expired, ...). */
  unauthorized: 401,
  /** Wrong e-mail or password; the same answer whether the account exists or not. */
  invalid_credentials: 401,
  /** A social identity token that does not verify against the configured provider. */
  invalid_social_token: 401,
  /** The job's company is on Free, which sends no invitations (spec 5): details.companyId, companyName. */
  plan_upgrade_required: 402,
  /** The paid plan's invitations for this billing period are used up: details.companyId, companyName, limit, current. */
  invitation_limit_reached: 402,
  /** The card was refused when it was added (details.decline_code); nothing was stored. */
  CARD_DECLINED: 402,
  /** The charge for a subscription or a plan change was refused (details.decline_code); nothing changed. */
  PAYMENT_DECLINED: 402,
  forbidden: 403,
  /** A change authenticated by the session cookie that did not come from the site's own pages (details.reason: missing_origin, foreign_origin). */
  cross_origin: 403,
  account_banned: 403,
  /** The company's plan allows no more of this (open jobs, invitations): details.plan ("FREE" or "PREMIUM"), company, limit, current. */
  plan_limit_reached: 403,
  /** The candidate is outside the job's eligible countries or time zones (details.reasons: "country", "timezone"). */
  not_eligible: 403,
  not_found: 404,
  /** No candidate by that id whom employers may reach (deleted, banned, an administrator, or not on the candidate side). */
  candidate_not_found: 404,
  /** A social sign-in provider that this deployment has no keys for. */
  provider_not_configured: 404,
  /** A method the route does not take (next-auth's credentials callback opened with GET, say). */
  method_not_allowed: 405,
  /** A unique value that another record holds already, with no more specific code. */
  already_exists: 409,
  /** The write met a concurrent one (a serialization failure or deadlock): trying again may succeed. */
  write_conflict: 409,
  email_taken: 409,
  /** The company is on a paid plan already: change it with transactions/change-suscription. */
  ALREADY_SUBSCRIBED: 409,
  /** The company has no paid plan to change or cancel. */
  NOT_SUBSCRIBED: 409,
  /** The candidate was invited to this job already (spec 4, the invite toast's code). */
  "ALREADY-INVITED": 409,
  /** The candidate being invited has applied to the job already (spec 4, the invite toast's code). */
  CANDIDATE_ALREADY_APPLIED: 409,
  /** The job takes no invitations now: a draft, paused, closed, expired or banned job (details.reason). */
  job_not_open: 409,
  /** The candidate has applied to this job already (one application per job and candidate). */
  already_applied: 409,
  /** The candidate withdrew their application to this job: a withdrawn candidate cannot apply to it again. */
  application_withdrawn: 409,
  /** The applicant has no rank to move: dismissed or withdrawn (details.reason says which). */
  not_rankable: 409,
  /** A hired applicant stays in the Shortlist: it cannot be moved to another stage. */
  applicant_hired: 409,
  /** A chat room in a status that does not allow this (answering a request that is not pending, archiving a rejected room): details.status. */
  room_status_conflict: 409,
  /** The referral was already credited: an account is attributed to one referrer at most. */
  already_attributed: 409,
  /** A referral invitation to an address that has an account already. */
  already_registered: 409,
  /** The account is past the days in which its sign-up may be attributed (details.days). */
  attribution_closed: 409,
  /** A chat report an administrator has handled already (details.resolution says how). */
  report_resolved: 409,
  /** Something that existed and is no longer available, e.g. a closed job (details.reason says why). */
  gone: 410,
  payload_too_large: 413,
  /** A coupon code that is unknown, expired or used up. */
  COUPON_INVALID: 400,
  validation_failed: 422,
  /** A rank that is not a whole number from 1, or past the stage's last (details.max). */
  invalid_rank: 422,
  /** An upload that is not a JPEG, PNG or WebP image by its first bytes, whatever its name says. */
  unsupported_image: 422,
  /** An upload that is not a PDF or DOCX by its content, or one carrying scripts or macros (details.reason). */
  unsupported_file_type: 422,
  /** Phone verification with no phone on the profile. */
  phone_required: 422,
  /** The current password given to change it is not the account's password. */
  wrong_password: 422,
  /** One's own referral code or address used for a referral. */
  self_referral: 422,
  rate_limited: 429,
  /** A verification code guessed wrong too often: it is spent, and a new one must be asked for. */
  too_many_attempts: 429,
  internal_error: 500,
  /** The chat service is not configured or does not answer (details.reason). */
  chat_unavailable: 503,
  /** Payments are not configured (no STRIPE_SECRET_KEY) or Stripe does not answer. */
  payments_unavailable: 503,
  /** The database is down or saturated (details.retryAfterSeconds when a wait is known). */
  service_unavailable: 503,
  /** PostgreSQL is down, restarting or unreachable (details.retryAfterSeconds; also in Retry-After): nothing was written. */
  database_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

export type ErrorDetails = Record<string, unknown>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details?: ErrorDetails;

  constructor(code: ErrorCode, options: { message?: string; details?: ErrorDetails; cause?: unknown } = {}) {
    super(options.message ?? code, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.status = errorStatus[code];
    this.details = options.details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
