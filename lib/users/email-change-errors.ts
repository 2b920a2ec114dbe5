import { AppError } from "@/lib/errors";
import { formMessages } from "@/lib/validations/form-messages";

/** The new address is the one the account has already (spec: 'Emails no different'). */
export function emailsNotDifferent(): AppError {
  return new AppError("validation_failed", {
    message: formMessages.emailsNotDifferent,
    details: { fields: [{ path: "email", code: "emails_not_different", message: formMessages.emailsNotDifferent }] },
  });
}

export function emailTaken(): AppError {
  return new AppError("email_taken", { message: "An account with this e-mail already exists.", details: { field: "email" } });
}
