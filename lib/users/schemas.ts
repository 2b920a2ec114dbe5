import { z } from "zod";

import { locales } from "@/i18n/config";
import { isPersonName, normalizePersonName, PERSON_NAME_MAX_LENGTH } from "@/lib/users/person-name";
import { wireSideSchema } from "@/lib/users/wire";
import { exactText, recordId, requiredText } from "@/lib/validations/fields";
import { formMessages } from "@/lib/validations/form-messages";

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const emailSchema = z
  .string({ error: formMessages.required })
  .trim()
  .toLowerCase()
  .min(1, { error: formMessages.required })
  .pipe(z.email({ error: formMessages.email }).max(EMAIL_MAX_LENGTH, { error: formMessages.maxLength }));

/** A password being chosen. Existing passwords are only checked for presence (see passwordSchema). */
export const newPasswordSchema = exactText(PASSWORD_MAX_LENGTH, { min: PASSWORD_MIN_LENGTH });

/** A password being presented: any length up to the maximum, so that old short ones still work. */
export const passwordSchema = exactText(PASSWORD_MAX_LENGTH);

/** A 6-digit code sent by e-mail (password reset, e-mail change). */
export const sixDigitCodeSchema = z
  .string({ error: formMessages.required })
  .trim()
  .min(1, { error: formMessages.required })
  .pipe(z.string().regex(/^\d{6}$/, { error: formMessages.codeDigits }));

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
    /** The token of a company invitation's link: proof of the mailbox, so the invitation is accepted at once. */
    invitation_token: z.string().max(100).optional(),
    /** The referral code of the link the sign-up came through (?fpr=); an unknown or own code is ignored, never a failed sign-up. */
    fpr: z
      .string()
      .trim()
      .min(1)
      .max(120)
      // A code no account can have counts as none, like an unknown one.
      .transform((code) => (code.includes("\u0000") ? undefined : code))
      .optional(),
  })
  .strict();

export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * The repeated password must be the password (spec 5: 'Passwords do not match'), checked as soon
 * as both are there, even while another field is still wrong, so a form can say so at once.
 */
export function withMatchingPasswords<T extends z.ZodObject>(schema: T, password: string, repeated: string) {
  return schema.refine((value: Record<string, unknown>) => value[password] === value[repeated], {
    path: [repeated],
    error: formMessages.passwordsMismatch,
    when: ({ value }) => {
      const fields = (value ?? {}) as Record<string, unknown>;
      return typeof fields[password] === "string" && typeof fields[repeated] === "string" && fields[repeated] !== "";
    },
  });
}

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** The sign-up form: the API's fields, the password typed twice, and names that may stay blank. */
export const signUpFormSchema = withMatchingPasswords(
  z.object({
    first_name: z.preprocess(blankToUndefined, z.lazy(() => personNameSchema).optional()),
    last_name: z.preprocess(blankToUndefined, z.lazy(() => personNameSchema).optional()),
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: passwordSchema,
  }),
  "password",
  "confirmPassword",
);

export const checkByEmailParamsSchema = z.object({ email: emailSchema });

// ---------------------------------------------------------------------------------------------
// Profile and account settings (the forms validate with these same schemas)

/** A first or last name on the profile (lib/users/person-name.ts has the rule). */
export const personNameSchema = z
  .string({ error: formMessages.required })
  .transform(normalizePersonName)
  .pipe(z.string().min(1, { error: formMessages.required }))
  .pipe(z.string().max(PERSON_NAME_MAX_LENGTH, { error: formMessages.maxLength }))
  .pipe(z.string().refine(isPersonName, { error: formMessages.onlyLetters }));

export const userIdParamsSchema = z.object({ id: recordId() });

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
export const sendEmailVerificationSchema = z.object({ userId: recordId(), email: emailSchema }).strict();

/** PUT /api/users/profile/change-email. */
export const changeEmailSchema = z
  .object({
    userId: recordId(),
    email: emailSchema,
    verificationCode: sixDigitCodeSchema,
  })
  .strict();

export const DELETE_REASON_MAX_LENGTH = 500;

/** POST /api/users/profile/delete-account. */
export const deleteAccountSchema = z
  .object({
    deleteReason: requiredText(DELETE_REASON_MAX_LENGTH),
  })
  .strict();
