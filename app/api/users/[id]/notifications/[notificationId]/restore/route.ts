import { route } from "@/lib/api/route";
import { restoreNotification } from "@/lib/notifications/change-notification";
import { notificationParamsSchema } from "@/lib/notifications/schemas";

/** Not in the spec: the Undo of a delete (README, "Notifications"). */
export const POST = route({ params: notificationParamsSchema }, ({ params, user }) => restoreNotification(user, params.id, params.notificationId), { auth: "user" });
