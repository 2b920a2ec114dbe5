import { route } from "@/lib/api/route";
import { markAllNotificationsRead } from "@/lib/notifications/change-notification";
import { markAllReadQuerySchema, notificationsParamsSchema } from "@/lib/notifications/schemas";

/** Not in the spec: marks every notification of the caller (or of one side, typeUser) read. */
export const PUT = route(
  { params: notificationsParamsSchema, query: markAllReadQuerySchema },
  ({ params, query, user }) => markAllNotificationsRead(user, params.id, query.typeUser),
  { auth: "user" },
);
