import { z } from "zod";

import { loginSchema, requestResetPasswordSchema, resetPasswordSchema, validateCodeSchema } from "@/lib/auth/schemas";
import { signUpSchema } from "@/lib/users/schemas";

// The forms validate with the API's own schemas (lib/auth/schemas.ts, lib/users/schemas.ts); only
// what the API never sees is added here: the repeated password, and blank optional names.

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const confirmPasswordSchema = z.string({ error: "This field is required" }).min(1, { error: "This field is required" });

/** Checked as soon as both passwords are there, even while another field is still wrong. */
function passwordsMatch<T extends { password: string; confirmPassword: string }>(schema: z.ZodType<T>) {
  return schema.refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    error: "Passwords do not match",
    when: ({ value }) => {
      const { password, confirmPassword } = (value ?? {}) as Partial<Record<"password" | "confirmPassword", unknown>>;
      return typeof password === "string" && typeof confirmPassword === "string" && confirmPassword !== "";
    },
  });
}

export const loginFormSchema = loginSchema;

export const signUpFormSchema = passwordsMatch(
  signUpSchema.pick({ email: true, password: true }).extend({
    confirmPassword: confirmPasswordSchema,
    first_name: z.preprocess(blankToUndefined, signUpSchema.shape.first_name),
    last_name: z.preprocess(blankToUndefined, signUpSchema.shape.last_name),
  }),
);

export const requestCodeFormSchema = requestResetPasswordSchema;

export const resetCodeFormSchema = validateCodeSchema.pick({ code: true });

export const newPasswordFormSchema = passwordsMatch(
  resetPasswordSchema.pick({ password: true }).extend({ confirmPassword: confirmPasswordSchema }),
);
