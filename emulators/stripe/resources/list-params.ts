import type { Params } from "../http/form-params.ts";
import { optionalInteger, optionalString } from "../http/params.ts";

/** The pagination parameters every list endpoint accepts. */
export const LIST_PARAMS = ["limit", "starting_after", "ending_before"] as const;

export function pageOf(params: Params) {
  return { limit: optionalInteger(params, "limit"), startingAfter: optionalString(params, "starting_after"), endingBefore: optionalString(params, "ending_before") };
}
