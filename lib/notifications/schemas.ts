import { z } from "zod";

import { formMessages } from "@/lib/validations/form-messages";
import { recordId, wholeNumber } from "@/lib/validations/fields";

/** Spec 9: the notifications page shows 10; the dashboard reads the first 50 for the badge. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const BADGE_PAGE_SIZE = 50;

export const notificationsParamsSchema = z.object({ id: recordId() });
export const notificationParamsSchema = z.object({ id: recordId(), notificationId: recordId() });

/** "2026-05-01" (a whole day: from its start, or to its end) or a full ISO date-time. */
function dateBound(edge: "start" | "end") {
  return z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: formMessages.invalid }).transform((value) => {
    if (value.length > 10) return new Date(value);
    return new Date(`${value}T${edge === "start" ? "00:00:00.000" : "23:59:59.999"}Z`);
  });
}

/** GET /api/users/{id}/notifications (spec 7: take, page, typeUser, startDate, endDate; isRead is ours, for the page's filter). */
export const listNotificationsQuerySchema = z
  .object({
    take: wholeNumber(1, BADGE_PAGE_SIZE).default(NOTIFICATIONS_PAGE_SIZE),
    page: wholeNumber(1, 10_000).default(1),
    typeUser: z.enum(["EMPLOYER", "CANDIDATE"]).optional(),
    startDate: dateBound("start").optional(),
    endDate: dateBound("end").optional(),
    isRead: z.enum(["true", "false"]).transform((value) => value === "true").optional(),
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    error: "startDate must not be after endDate",
    path: ["endDate"],
  });

export type ListNotificationsQuery = z.output<typeof listNotificationsQuerySchema>;

/** PUT /api/users/{id}/notifications/read-all: optionally one side's only. */
export const markAllReadQuerySchema = z.object({ typeUser: z.enum(["EMPLOYER", "CANDIDATE"]).optional() });

/** GET/PUT /api/users/{id}/email-preferences: which notifications also come by e-mail. */
export const emailPreferencesSchema = z.object({ invitations: z.boolean(), application_updates: z.boolean() });

export type EmailPreferencesInput = z.output<typeof emailPreferencesSchema>;
