import { z } from "zod";

import { locales } from "@/i18n/config";
import { formMessages } from "@/lib/users/form-messages";
import { isPersonName, normalizePersonName, PERSON_NAME_MAX_LENGTH } from "@/lib/users/person-name";
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
    // The profile's own name rule, so that a name accepted at sign-up is never refused later.
    first_name: z.lazy(() => personNameSchema).optional(),
    last_name: z.lazy(() => personNameSchema).optional(),
    locale: z.enum(locales).optional(),
  })
  .strict();

export type SignUpInput = z.infer<typeof signUpSchema>;

export const checkByEmailParamsSchema = z.object({ email: emailSchema });

// ---------------------------------------------------------------------------------------------
// Profile and account settings (the forms validate with these same schemas)

/** A first or last name on the profile (lib/users/person-name.ts has the rule). */
export const personNameSchema = z
  .string({ error: formMessages.required })
  .transform(normalizePersonName)
  .pipe(
    z
      .string()
      .min(1, { error: formMessages.required, abort: true })
      .max(PERSON_NAME_MAX_LENGTH, { error: formMessages.tooLong, abort: true })
      .refine(isPersonName, { error: formMessages.onlyLetters }),
  );

export const userIdParamsSchema = z.object({ id: z.uuid() });

/**
 * PUT /api/users/{id}: the profile fields in the spec's wire names, each optional. logged_as and
 * is_employer carry a role switch; is_employer only ever becomes true (it records that the user
 * has acted as an employer), and switching to the employer side sets it.
 */
export const updateUserSchema = z
  .object({
    first_name: personNameSchema.optional(),
    last_name: personNameSchema.optional(),
    logged_as: wireSideSchema.optional(),
    is_employer: z.boolean().optional(),
  })
  .strict();

export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/** The profile form: both names are required there. */
export const personalInformationSchema = z.object({ first_name: personNameSchema, last_name: personNameSchema }).strict();

/** POST /api/auth/switch-side. */
export const switchSideSchema = z.object({ side: wireSideSchema }).strict();

/** POST /api/users/profile/send-email-verification. */
export const sendEmailVerificationSchema = z.object({ userId: z.uuid(), email: emailSchema }).strict();

/** PUT /api/users/profile/change-email. */
export const changeEmailSchema = z
  .object({
    userId: z.uuid(),
    email: emailSchema,
    verificationCode: z.string({ error: formMessages.required }).trim().regex(/^\d{6}$/, { error: formMessages.invalidCode }),
  })
  .strict();

export const DELETE_REASON_MAX_LENGTH = 500;

/** POST /api/users/profile/delete-account. */
export const deleteAccountSchema = z
  .object({
    deleteReason: z
      .string({ error: formMessages.required })
      .trim()
      .min(1, { error: formMessages.required })
      .max(DELETE_REASON_MAX_LENGTH, { error: formMessages.tooLong }),
  })
  .strict();
