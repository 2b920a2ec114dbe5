/**
 * The spec's shared form messages (section 5) that the account forms use. Schemas fail with these
 * English texts (what API clients read in details.fields); the forms look up the key of a message
 * and show it in the page's language.
 */
export const formMessages = {
  required: "This field is required",
  onlyLetters: "Only letters are allowed",
  tooLong: "Exceeds max. number of characters",
  invalidEmail: "Enter a valid email",
  emailsNotDifferent: "Emails no different",
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: "Min number of characters is 8",
  invalidCode: "The code has 6 digits.",
} as const;

export type FormMessageKey = keyof typeof formMessages;

const keyByMessage = new Map<string, FormMessageKey>(Object.entries(formMessages).map(([key, message]) => [message, key as FormMessageKey]));

/** The key of a shared form message; null for any other text. */
export function formMessageKey(message: string | undefined): FormMessageKey | null {
  return (message && keyByMessage.get(message)) || null;
}
