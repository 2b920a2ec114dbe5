import { optionalString, optionalStringArray } from "../http/params.ts";
import type { Route } from "../http/route.ts";
import { listObjects, type ObjectFilter } from "../store/list-objects.ts";
import { getObjectOrThrow } from "../store/objects.ts";
import { LIST_PARAMS, pageOf } from "./list-params.ts";

export const eventRoutes: Route[] = [
  {
    method: "GET",
    path: "/v1/events/:id",
    params: [],
    handle: ({ path, ctx }) => getObjectOrThrow(ctx.db, "event", path.id ?? ""),
  },
  {
    method: "GET",
    path: "/v1/events",
    params: ["type", "types", "created", "delivery_success", ...LIST_PARAMS],
    async handle({ params, ctx }) {
      const filters: ObjectFilter[] = [];
      const type = optionalString(params, "type");
      // Stripe's `type` filter takes a `*` wildcard, e.g. `invoice.*`.
      if (type) filters.push({ path: ["type"], like: type.replace(/[%_]/g, "\\$&").replaceAll("*", "%") });
      const types = optionalStringArray(params, "types");
      if (types) filters.push({ path: ["type"], oneOf: types });
      return listObjects(ctx.db, { object: "event", url: "/v1/events", filters, ...pageOf(params) });
    },
  },
];
