import { z } from "zod";

import { emailSchema } from "@/lib/users/schemas";
import { requiredText } from "@/lib/validations/fields";

/** A referral code or an affiliate tracking id as it arrives in a link (?fpr=, ?tid=); no NUL, which no column stores. */
export const referralTokenSchema = requiredText(120);

/** POST users/referal/send-email (spec 7). `fpr` is the sender's own code as the client knows it; the link always carries the sender's code. */
export const sendReferralEmailSchema = z
  .object({
    referal_email: emailSchema,
    fpr: referralTokenSchema.optional(),
  })
  .strict();

export type SendReferralEmailInput = z.infer<typeof sendReferralEmailSchema>;

/** POST users/track/signup (spec 7): the signed-up account (`_id`, `email`) and the code or tracking id it came with. */
export const trackSignUpSchema = z
  .object({
    email: emailSchema,
    _id: z.uuid(),
    tid: referralTokenSchema,
  })
  .strict();

export type TrackSignUpInput = z.infer<typeof trackSignUpSchema>;
