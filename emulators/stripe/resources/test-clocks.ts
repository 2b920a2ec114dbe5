import { advanceClock } from "../billing/advance-clock.ts";
import { optionalString } from "../http/params.ts";
import type { Route } from "../http/route.ts";
import { invalidParam } from "../http/stripe-error.ts";
import { newId } from "../ids.ts";
import { listObjects } from "../store/list-objects.ts";
import { deleteObject, getObjectOrThrow, saveObject, type StripeObject } from "../store/objects.ts";
import { optionalInteger } from "../http/params.ts";
import { LIST_PARAMS, pageOf } from "./list-params.ts";

type TestClock = StripeObject & { frozen_time: number; status: string; name: string | null };

const OBJECT = "test_helpers.test_clock";

function requiredTime(params: Parameters<typeof optionalInteger>[0]) {
  const time = optionalInteger(params, "frozen_time");
  if (time === undefined || time === null) throw invalidParam("frozen_time", "Missing required param: frozen_time.");
  return time;
}

/**
 * Stripe's test clocks, as views of the emulator's one shared clock: advancing any of them moves
 * time for every customer, so tests written against Stripe test mode run here unchanged.
 */
export const testClockRoutes: Route[] = [
  {
    method: "POST",
    path: "/v1/test_helpers/test_clocks",
    params: ["frozen_time", "name"],
    async handle({ params, ctx }) {
      const frozenTime = requiredTime(params);
      await advanceClock(ctx, frozenTime);
      const clock: TestClock = { id: newId("clock"), object: OBJECT, created: ctx.now, deletes_after: ctx.now + 30 * 86_400, frozen_time: frozenTime, livemode: false, name: optionalString(params, "name") ?? null, status: "ready", status_details: {} };
      return saveObject(ctx.db, clock);
    },
  },
  {
    method: "POST",
    path: "/v1/test_helpers/test_clocks/:id/advance",
    params: ["frozen_time"],
    async handle({ params, path, ctx }) {
      const clock = await getObjectOrThrow<TestClock>(ctx.db, OBJECT, path.id ?? "");
      const frozenTime = requiredTime(params);
      if (frozenTime <= clock.frozen_time) throw invalidParam("frozen_time", "The frozen_time must be after the test clock's current frozen time.");
      await advanceClock(ctx, frozenTime);
      return saveObject(ctx.db, { ...clock, frozen_time: frozenTime, status: "ready" });
    },
  },
  {
    method: "GET",
    path: "/v1/test_helpers/test_clocks/:id",
    params: [],
    handle: ({ path, ctx }) => getObjectOrThrow<TestClock>(ctx.db, OBJECT, path.id ?? ""),
  },
  {
    method: "DELETE",
    path: "/v1/test_helpers/test_clocks/:id",
    params: [],
    handle: async ({ path, ctx }) => deleteObject(ctx.db, await getObjectOrThrow<TestClock>(ctx.db, OBJECT, path.id ?? "")),
  },
  {
    method: "GET",
    path: "/v1/test_helpers/test_clocks",
    params: [...LIST_PARAMS],
    handle: ({ params, ctx }) => listObjects(ctx.db, { object: OBJECT, url: "/v1/test_helpers/test_clocks", ...pageOf(params) }),
  },
];
