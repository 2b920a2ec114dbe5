import { isApiError } from "@/lib/api/client";

/** The texts of AccountSettings.errors that any account call may end with. */
export type AccountErrorKey = "emailTaken" | "rateLimited" | "sessionEnded" | "network" | "generic";

/** Which common text a failed call shows; forms handle their own codes (422 fields, wrong password) first. */
export function accountErrorKey(error: unknown): AccountErrorKey {
  if (!isApiError(error)) return "generic";
  switch (error.code) {
    case "email_taken":
      return "emailTaken";
    case "rate_limited":
      return "rateLimited";
    case "unauthorized":
    case "account_banned":
      return "sessionEnded";
    case "network_error":
      return "network";
    default:
      return "generic";
  }
}
