import { z } from "zod";

import { locales } from "@/i18n/config";
import { wireSideSchema } from "@/lib/users/wire";

// Messages are the spec's shared form messages (section 5) where it has one.
export const emailSchema = z
  .string({ error: "This field is required" })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid email" }).max(254, { error: "Exceeds max. number of characters" }));

/** A password being chosen. Existing passwords are only checked for presence (see passwordSchema). */
export const newPasswordSchema = z
  .string({ error: "This field is required" })
  .min(8, { error: "Min number of characters is 8" })
  .max(128, { error: "Exceeds max. number of characters" });

/** A password being presented: any length up to the maximum, so that old short ones still work. */
export const passwordSchema = z.string({ error: "This field is required" }).min(1, { error: "This field is required" }).max(128, { error: "Exceeds max. number of characters" });

const nameSchema = z.string().trim().min(1, { error: "This field is required" }).max(80, { error: "Exceeds max. number of characters" });

/**
 * POST /api/users. `role` is the account role, and only "user" may sign up; the working side
 * comes from logged_as, else is_employer. Clients that send the side as `role` ("employer" or
 * "candidate") are understood too.
 */
export const signUpSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    role: z.enum(["user", "employer", "candidate"]).optional(),
    is_employer: z.boolean().optional(),
    logged_as: wireSideSchema.optional(),
    first_name: nameSchema.optional(),
    last_name: nameSchema.optional(),
    locale: z.enum(locales).optional(),
  })
  .strict();

export type SignUpInput = z.infer<typeof signUpSchema>;

export const checkByEmailParamsSchema = z.object({ email: emailSchema });
