import { isApiError, type ApiErrorCode } from "@/lib/api/client";
import type en from "@/messages/en.json";

/** A text of the "Errors" namespace, with the values its placeholders need. */
export type ErrorMessageKey = keyof (typeof en)["Errors"];
export type ErrorMessage = { key: ErrorMessageKey; values?: Record<string, number> };

/**
 * Every code the API can answer (lib/errors.ts) and the one the browser adds, with its text. The
 * record is total: a new code without a message fails the type check. Codes whose details say
 * more (rate_limited, invalid_code, invalid_token, gone) are refined in errorMessageOf.
 */
const messageByCode: Record<ApiErrorCode, ErrorMessageKey> = {
  bad_request: "badRequest",
  invalid_json: "badRequest",
  // The client itself broke the upload off; if it ever reads the answer, its connection is the cause.
  body_incomplete: "networkError",
  invalid_query: "badRequest",
  invalid_path: "notFound",
  invalid_code: "invalidCode",
  code_expired: "invalidCodeExpired",
  too_many_attempts: "invalidCodeAttemptsExhausted",
  invalid_token: "invalidToken",
  unauthorized: "unauthorized",
  invalid_credentials: "invalidCredentials",
  invalid_social_token: "invalidSocialToken",
  forbidden: "forbidden",
  cross_origin: "crossOrigin",
  account_banned: "accountBanned",
  plan_limit_reached: "planLimitReached",
  not_eligible: "notEligible",
  not_found: "notFound",
  provider_not_configured: "providerNotConfigured",
  method_not_allowed: "badRequest",
  already_exists: "alreadyExists",
  write_conflict: "writeConflict",
  email_taken: "emailTaken",
  already_applied: "alreadyApplied",
  "ALREADY-INVITED": "alreadyInvited",
  CANDIDATE_ALREADY_APPLIED: "candidateAlreadyApplied",
  plan_upgrade_required: "planUpgradeRequired",
  invitation_limit_reached: "invitationLimitReached",
  job_not_open: "jobNotOpen",
  candidate_not_found: "candidateNotFound",
  application_withdrawn: "applicationWithdrawn",
  not_rankable: "notRankable",
  applicant_hired: "applicantHired",
  invalid_rank: "invalidRank",
  gone: "gone",
  payload_too_large: "payloadTooLarge",
  validation_failed: "validationFailed",
  unsupported_image: "unsupportedImage",
  unsupported_file_type: "unsupportedFileType",
  phone_required: "phoneRequired",
  wrong_password: "wrongPassword",
  rate_limited: "rateLimited",
  internal_error: "unknown",
  service_unavailable: "serviceUnavailable",
  database_unavailable: "serviceUnavailable",
  room_status_conflict: "roomStatusConflict",
  report_resolved: "reportResolved",
  chat_unavailable: "chatUnavailable",
  CARD_DECLINED: "cardDeclined",
  PAYMENT_DECLINED: "paymentDeclined",
  ALREADY_SUBSCRIBED: "alreadySubscribed",
  NOT_SUBSCRIBED: "notSubscribed",
  COUPON_INVALID: "couponInvalid",
  payments_unavailable: "paymentsUnavailable",
  network_error: "networkError",
  self_referral: "selfReferral",
  already_attributed: "alreadyAttributed",
  already_registered: "alreadyRegistered",
  attribution_closed: "attributionClosed",
};

/** The retry wait in whole seconds or minutes, as the rate_limited message says it. */
function rateLimited(retryAfterSeconds: unknown): ErrorMessage {
  if (typeof retryAfterSeconds !== "number" || !Number.isFinite(retryAfterSeconds) || retryAfterSeconds <= 0) return { key: "rateLimited" };
  const seconds = Math.ceil(retryAfterSeconds);
  return seconds < 60 ? { key: "rateLimitedSeconds", values: { seconds } } : { key: "rateLimitedMinutes", values: { minutes: Math.ceil(seconds / 60) } };
}

/** The message for a failure by its code (and, where it says more, its details); anything else gets a generic text. */
export function errorMessageOf(error: unknown): ErrorMessage {
  if (!isApiError(error)) return { key: "unknown" };
  const reason = error.details?.reason;
  switch (error.code) {
    case "rate_limited": {
      const limit = error.details?.limit;
      if (reason === "referral_daily_limit" && typeof limit === "number") return { key: "referralDailyLimit", values: { limit } };
      if (reason === "login_throttled") return { key: "loginThrottled" };
      return rateLimited(error.details?.retryAfterSeconds);
    }
    case "invalid_code": {
      if (reason === "expired") return { key: "invalidCodeExpired" };
      if (reason === "attempts_exhausted") return { key: "invalidCodeAttemptsExhausted" };
      const attemptsLeft = error.details?.attemptsLeft;
      return typeof attemptsLeft === "number" ? { key: "invalidCodeMismatch", values: { attemptsLeft } } : { key: "invalidCode" };
    }
    case "invalid_token":
      if (reason === "expired") return { key: "invalidTokenExpired" };
      if (reason === "used") return { key: "invalidTokenUsed" };
      return { key: "invalidToken" };
    case "gone":
      // Jobs are what can be gone today (lib/applications/apply-to-job.ts: closed, expired, banned, not_open).
      return typeof reason === "string" ? { key: "jobGone" } : { key: "gone" };
    default:
      return { key: messageByCode[error.code] ?? "unknown" };
  }
}

/**
 * next-auth's sign-in answers carry only an `error` string: our error code when the credentials
 * provider or the social sign-in threw an AppError (lib/auth/auth-options.ts), else one of
 * next-auth's own names (CredentialsSignin when the input did not parse, OAuth* for providers).
 */
export function signInErrorMessage(error: string): ErrorMessage {
  switch (error) {
    case "CredentialsSignin":
    case "invalid_credentials":
      return { key: "invalidCredentials" };
    case "rate_limited":
      return { key: "loginThrottled" };
    case "sign_in_link_expired":
      return { key: "signInLinkExpired" };
    case "sign_in_link_used":
      return { key: "signInLinkUsed" };
    case "sign_in_link_unknown":
      return { key: "signInLinkInvalid" };
    case "account_banned":
      return { key: "accountBanned" };
    case "invalid_social_token":
    case "OAuthSignin":
    case "OAuthCallback":
    case "OAuthCreateAccount":
    case "OAuthAccountNotLinked":
    case "Callback":
    case "AccessDenied":
      return { key: "socialSignInFailed" };
    case "service_unavailable":
      return { key: "serviceUnavailable" };
    case "network_error":
      return { key: "networkError" };
    default:
      return { key: "unknown" };
  }
}
