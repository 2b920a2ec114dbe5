import { z } from "zod";

import { hasNoNul, INT4_MAX, recordId, wholeNumber } from "@/lib/validations/fields";
import { formMessages } from "@/lib/validations/form-messages";

/** Stripe PaymentMethod ids: pm_… from Elements, or a test card such as pm_card_visa. */
const stripePaymentMethodId = z.string().trim().regex(/^pm_[A-Za-z0-9_]{1,200}$/, "Not a card reference.");
/** A plans row's id: an int4, so a larger number is refused here rather than by PostgreSQL's lookup. */
const planId = wholeNumber(1, INT4_MAX);

export const plansQuerySchema = z.object({ type_plan: z.enum(["MONTH", "YEAR"]).optional() });

export const createPaymentMethodSchema = z.object({ payment_method: stripePaymentMethodId, set_default: z.boolean().optional() });

export const paymentMethodParamsSchema = z.object({ id: recordId() });

export const companyParamsSchema = z.object({ companyId: recordId() });

export const evaluateCouponSchema = z.object({ code: z.string().trim().min(1).max(64).refine(hasNoNul, { error: formMessages.noNulCharacter }), plan_id: planId, company_id: recordId() });

export const subscribeSchema = z.object({
  company_id: recordId(),
  plan_id: planId,
  payment_method_id: recordId(),
  coupon: z.string().trim().max(64).refine(hasNoNul, { error: formMessages.noNulCharacter }).optional().transform((code) => code || undefined),
});

export const changeSubscriptionSchema = z.object({
  company_id: recordId(),
  plan_id: planId,
  preview: z.boolean().optional(),
  proration_date: z.number().int().positive().max(INT4_MAX).optional(),
});

export const cancelSubscriptionSchema = z.object({ company_id: recordId(), resume: z.boolean().optional() });

export const historyQuerySchema = z.object({
  take: z.coerce.number().int().min(1).max(100).default(25),
  page: wholeNumber(1, 10_000).default(1),
});
