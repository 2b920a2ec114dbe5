import { z } from "zod";

import { emailSchema, newPasswordSchema, passwordSchema } from "@/lib/users/schemas";

// Request bodies of /api/auth/*, in the spec's wire names; unknown fields are refused.

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema }).strict();

export const socialLoginSchema = z.object({ social_token_verification: z.string().min(1, { error: "This field is required" }).max(8_192) }).strict();

export const requestResetPasswordSchema = z.object({ email: emailSchema }).strict();

export const validateCodeSchema = z
  .object({ email: emailSchema, code: z.string().trim().regex(/^\d{6}$/, { error: "The code has 6 digits." }) })
  .strict();

export const resetPasswordSchema = z
  .object({ resetToken: z.string().min(1, { error: "This field is required" }).max(200), password: newPasswordSchema })
  .strict();

export const verifyTokenSchema = z.object({ token: z.string().min(1, { error: "This field is required" }).max(200) }).strict();

export const verifyUserCredentialsSchema = z.object({ email: emailSchema, password: passwordSchema }).strict();

export const changePasswordSchema = z
  .object({
    userId: z.uuid(),
    currentPassword: passwordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: "This field is required" }),
  })
  .strict()
  .refine((body) => body.newPassword === body.confirmPassword, { path: ["confirmPassword"], error: "Passwords do not match" });
