import { route } from "@/lib/api/route";
import { AppError } from "@/lib/errors";

/**
 * npm run bench's reference row for APIs: an empty answer through the route wrapper, answered
 * fresh (proxy.ts does not run for /api). What it costs is the framework's floor for an API on the
 * machine measured (the page's is app/dev/bench-floor). Not found unless the bench's server asks.
 */
export const GET = route({}, async () => {
  if (process.env.BENCH_FLOOR_PAGE !== "1") throw new AppError("not_found");
  return {};
});
