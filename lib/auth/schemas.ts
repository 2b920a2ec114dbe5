import { z } from "zod";

import { emailSchema, newPasswordSchema, passwordSchema, sixDigitCodeSchema, withMatchingPasswords } from "@/lib/users/schemas";
import { exactText, recordId } from "@/lib/validations/fields";

// Request bodies of /api/auth/*, in the spec's wire names; unknown fields are refused.

/** Reset and confirmation tokens, social identity tokens: opaque, compared by hash or signature. */
const tokenSchema = (max: number) => exactText(max);

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema }).strict();

export const socialLoginSchema = z.object({ social_token_verification: tokenSchema(8_192) }).strict();

export const requestResetPasswordSchema = z.object({ email: emailSchema }).strict();

export const validateCodeSchema = z.object({ email: emailSchema, code: sixDigitCodeSchema }).strict();

export const resetPasswordSchema = z.object({ resetToken: tokenSchema(200), password: newPasswordSchema }).strict();

export const verifyTokenSchema = z.object({ token: tokenSchema(200) }).strict();

export const verifyUserCredentialsSchema = z.object({ email: emailSchema, password: passwordSchema }).strict();

/** The account settings form; the API body adds the account's id. */
export const changePasswordFormSchema = withMatchingPasswords(
  z.object({ currentPassword: passwordSchema, newPassword: newPasswordSchema, confirmPassword: passwordSchema }).strict(),
  "newPassword",
  "confirmPassword",
);

export const changePasswordSchema = changePasswordFormSchema.extend({ userId: recordId() });

// The password-reset forms: the same rules, field by field, plus the repeated password.
export const resetCodeFormSchema = validateCodeSchema.pick({ code: true });

export const newPasswordFormSchema = withMatchingPasswords(resetPasswordSchema.pick({ password: true }).extend({ confirmPassword: passwordSchema }), "password", "confirmPassword");
