import { formMessages } from "@/lib/users/form-messages";
import type en from "@/messages/en.json";

/** A text of the "FormErrors" namespace (spec section 5's shared form messages), with its values. */
export type FormErrorKey = keyof (typeof en)["FormErrors"];
export type FormError = { key: FormErrorKey; values?: Record<string, number> };

/** The part of a zod issue (or of a 422 answer's details.fields entry) that says what is wrong. */
export type IssueLike = { code?: string; message?: string; minimum?: unknown; origin?: unknown; format?: unknown };

/**
 * The schemas in lib/ write the spec's shared messages in English (they are also the API's
 * messages); the UI shows them in the page's language. Known texts map one to one; anything else
 * is read from the issue's code.
 */
const byMessage: Record<string, FormError> = {
  [formMessages.required]: { key: "required" },
  [formMessages.invalidEmail]: { key: "email" },
  [formMessages.tooLong]: { key: "maxLength" },
  [formMessages.onlyLetters]: { key: "onlyLetters" },
  [formMessages.passwordsDoNotMatch]: { key: "passwordsMismatch" },
  [formMessages.passwordTooShort]: { key: "minLength", values: { min: 8 } },
  [formMessages.invalidCode]: { key: "codeDigits" },
};

export function formErrorOf(issue: IssueLike): FormError {
  const known = issue.message ? byMessage[issue.message] : undefined;
  if (known) return known;
  switch (issue.code) {
    case "invalid_type":
      return { key: "required" };
    case "too_small":
      if (typeof issue.minimum === "number" && issue.minimum > 1) return { key: "minLength", values: { min: issue.minimum } };
      return { key: "required" };
    case "too_big":
      return { key: "maxLength" };
    case "invalid_format":
      return issue.format === "email" ? { key: "email" } : { key: "invalid" };
    default:
      return { key: "invalid" };
  }
}
