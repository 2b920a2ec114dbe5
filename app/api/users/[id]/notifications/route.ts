import { route } from "@/lib/api/route";
import { listNotifications } from "@/lib/notifications/list-notifications";
import { listNotificationsQuerySchema, notificationsParamsSchema } from "@/lib/notifications/schemas";

export const dynamic = "force-dynamic";

/** The spec's GET users/{userId}/notifications (take, page, typeUser, startDate, endDate; isRead) -> data.result. */
export const GET = route(
  { params: notificationsParamsSchema, query: listNotificationsQuerySchema },
  ({ params, query, user }) => listNotifications(user, params.id, query),
  { auth: "user" },
);
