import { route } from "@/lib/api/route";
import { deleteNotification, markNotificationRead } from "@/lib/notifications/change-notification";
import { notificationParamsSchema } from "@/lib/notifications/schemas";

/** The spec's PUT users/{userId}/notifications/{notificationId}: mark read. */
export const PUT = route({ params: notificationParamsSchema }, ({ params, user }) => markNotificationRead(user, params.id, params.notificationId), { auth: "user" });

/** The spec's DELETE users/{userId}/notifications/{notificationId}; undone by .../restore. */
export const DELETE = route({ params: notificationParamsSchema }, ({ params, user }) => deleteNotification(user, params.id, params.notificationId), { auth: "user" });
