import { route } from "@/lib/api/route";
import { getEmailPreferences, updateEmailPreferences } from "@/lib/notifications/email-preferences";
import { emailPreferencesSchema, notificationsParamsSchema } from "@/lib/notifications/schemas";

export const dynamic = "force-dynamic";

/** Not in the spec: which notifications also come by e-mail (account settings). */
export const GET = route({ params: notificationsParamsSchema }, ({ params, user }) => getEmailPreferences(user, params.id), { auth: "user" });

export const PUT = route({ params: notificationsParamsSchema, body: emailPreferencesSchema }, ({ params, body, user }) => updateEmailPreferences(user, params.id, body), { auth: "user" });
