import { route } from "@/lib/api/route";
import { AppError } from "@/lib/errors";
import { getHealth } from "@/lib/health/get-health";

export const dynamic = "force-dynamic";

/** 200 when the database answers, 503 (with the same details) when it does not. */
export const GET = route({}, async () => {
  const health = await getHealth();
  if (!health.database.up) {
    throw new AppError("service_unavailable", { message: "The database is not answering.", details: health });
  }
  return health;
});
