import "server-only";

import type { CurrentUser } from "@/lib/auth/current-user";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { EmailPreferencesInput } from "@/lib/notifications/schemas";

/** The wire shape; a user who never chose gets every e-mail. */
export type EmailPreferences = EmailPreferencesInput;

const everything: EmailPreferences = { invitations: true, application_updates: true };

function assertOwn(caller: Pick<CurrentUser, "id">, userId: string) {
  if (userId !== caller.id) throw new AppError("forbidden", { message: "You can only change your own e-mail choices.", details: { reason: "not_the_owner" } });
}

/** GET /api/users/{id}/email-preferences. */
export async function getEmailPreferences(caller: Pick<CurrentUser, "id">, userId: string): Promise<EmailPreferences> {
  assertOwn(caller, userId);
  const row = await db.emailPreferences.findUnique({ where: { userId: caller.id }, select: { invitations: true, applicationUpdates: true } });
  return row ? { invitations: row.invitations, application_updates: row.applicationUpdates } : everything;
}

/** PUT /api/users/{id}/email-preferences: both choices at once. */
export async function updateEmailPreferences(caller: Pick<CurrentUser, "id">, userId: string, input: EmailPreferencesInput): Promise<EmailPreferences> {
  assertOwn(caller, userId);
  const choices = { invitations: input.invitations, applicationUpdates: input.application_updates };
  await db.emailPreferences.upsert({ where: { userId: caller.id }, create: { userId: caller.id, ...choices }, update: choices });
  return input;
}
