import type { z } from "zod";

import type { AccessLevel } from "@/lib/auth/require-access";

/** What a route handler accepts and who may call it, as its `route()` wrapper was told. */
export type RouteDescription = { schemas: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType }; access: AccessLevel };

const descriptions = new WeakMap<object, RouteDescription>();

/**
 * Kept beside each handler for tools that read the API from the code: the fuzz tier (tests/fuzz)
 * builds requests from these schemas, so that its bad values reach the code behind the parsing.
 */
export function describeRoute<H extends object>(handler: H, description: RouteDescription): H {
  descriptions.set(handler, description);
  return handler;
}

export function routeDescription(handler: object): RouteDescription | undefined {
  return descriptions.get(handler);
}
