import { route } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { getHealth } from "@/lib/health/get-health";

export const dynamic = "force-dynamic";

/**
 * 200 while the database answers: status "ok", or "degraded" when a configured service (Pusher,
 * Stream, Stripe, SMTP, Twilio) does not, which a load balancer should not take the instance out
 * for. 503 service_unavailable, with the same report in details, when the database does not.
 */
export const GET = route({}, async () => {
  const health = await getHealth();
  if (!health.database.up) {
    throw new AppError("service_unavailable", { message: "The database is not answering.", details: health });
  }
  return health;
});
