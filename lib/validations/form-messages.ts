import type en from "@/messages/en.json";

/** A text of the "FormErrors" namespace: the spec's shared form messages (section 5) and a few of our own. */
export type FormMessageKey = keyof (typeof en)["FormErrors"];
export type FormMessage = { key: FormMessageKey; values?: Record<string, number> };

/**
 * The one place the shared form messages live. Schemas fail with these English texts (what API
 * clients read in details.fields); forms look up the key of a text and show it in the page's
 * language. Every key of messages' FormErrors has its text here, or the type check fails.
 */
export const formMessages = {
  required: "This field is required",
  onlyLetters: "Only letters are allowed",
  maxLength: "Exceeds max. number of characters",
  minLength: "Min number of characters is {min}",
  startBeforeEnd: "Start date must be lower than the end date",
  endAfterStart: "End date must be greater than the start date",
  email: "Enter a valid email",
  passwordsMismatch: "Passwords do not match",
  invalidLink: "The link you entered is not valid",
  aboveMax: "Exceeds max value",
  belowMin: "Below min value",
  unique: "This field is unique",
  emailsNotDifferent: "Emails no different",
  codeDigits: "The code has 6 digits",
  yesOrNo: "Choose yes or no",
  noNulCharacter: "Text cannot contain NUL characters",
  invalid: "This value is not valid",
  invalidPhone: "Enter a phone number in international format, e.g. +57 300 555 1234",
} as const satisfies Record<FormMessageKey, string>;

/** "Min number of characters is 20": the English text with its number, as schemas write it. */
export function minLengthMessage(min: number): string {
  return formMessages.minLength.replace("{min}", String(min));
}

const keyByText = new Map<string, FormMessageKey>(Object.entries(formMessages).map(([key, text]) => [text, key as FormMessageKey]));
const minLengthText = /^Min number of characters is (\d+)$/;

/** The part of a zod issue (or of a 4xx answer's details.fields entry) that says what is wrong. */
export type IssueLike = { code?: string; message?: string; minimum?: unknown; maximum?: unknown; origin?: unknown; format?: unknown };

/**
 * The message of an issue: its text when it is one of ours, else read from zod's code (an API
 * client may send what no form would, and a type error still deserves a sentence).
 */
export function formMessageOf(issue: IssueLike): FormMessage {
  const known = issue.message ? keyByText.get(issue.message) : undefined;
  if (known) return { key: known };
  const min = issue.message ? minLengthText.exec(issue.message)?.[1] : undefined;
  if (min) return { key: "minLength", values: { min: Number(min) } };
  const isText = issue.origin === "string";
  const isList = issue.origin === "array" || issue.origin === "set";
  switch (issue.code) {
    case "invalid_type":
      return { key: "required" };
    case "too_small":
      if (isText) return typeof issue.minimum === "number" && issue.minimum > 1 ? { key: "minLength", values: { min: issue.minimum } } : { key: "required" };
      return isList && Number(issue.minimum) <= 1 ? { key: "required" } : { key: "belowMin" };
    case "too_big":
      return isText ? { key: "maxLength" } : { key: "aboveMax" };
    case "invalid_format":
      if (issue.format === "email") return { key: "email" };
      if (issue.format === "url") return { key: "invalidLink" };
      return { key: "invalid" };
    default:
      return { key: "invalid" };
  }
}
