import { randomUUID } from "node:crypto";

import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";

import type { ApiSuccess } from "@/lib/api/envelope";
import { errorResponse } from "@/lib/api/error-response";
import { requireAccess, type AccessLevel, type CallerFor } from "@/lib/auth/require-access";
import { AppError } from "@/lib/errors";

type Schemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteInput<S extends Schemas, A extends AccessLevel = "public"> = {
  params: Infer<S["params"]>;
  query: Infer<S["query"]>;
  body: Infer<S["body"]>;
  /** The caller; null only on public routes. */
  user: CallerFor<A>;
  request: NextRequest;
  requestId: string;
};

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The one wrapper every route handler goes through: it resolves the caller and checks the access
 * level (`auth`, default "public"; lib/auth/require-access.ts), parses params, query and body
 * with the given zod schemas, calls the handler, and answers with the envelope
 * `{ success, data }` or the error shape. Handlers stay a few lines: call one domain function,
 * return its result.
 */
export function route<S extends Schemas, T, A extends AccessLevel = "public">(
  schemas: S,
  handler: (input: RouteInput<S, A>) => Promise<T>,
  options: { status?: number; auth?: A } = {},
) {
  return async (request: NextRequest, context: RouteContext): Promise<NextResponse> => {
    const requestId = request.headers.get("x-request-id") ?? randomUUID();
    try {
      const user = await requireAccess(request, options.auth ?? "public");
      const input = {
        params: schemas.params ? schemas.params.parse(await context.params) : undefined,
        query: schemas.query ? parseQuery(schemas.query, request.nextUrl.searchParams) : undefined,
        body: schemas.body ? schemas.body.parse(await readJson(request)) : undefined,
        user,
        request,
        requestId,
      } as RouteInput<S, A>;
      const data = await handler(input);
      const body: ApiSuccess<T> = { success: true, data };
      return NextResponse.json(body, { status: options.status ?? 200, headers: { "x-request-id": requestId } });
    } catch (error) {
      return errorResponse(error, requestId);
    }
  };
}

/** Repeated keys (`?skills=a&skills=b`) become arrays; single keys stay strings. */
export function searchParamsToObject(searchParams: URLSearchParams): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key);
    result[key] = values.length > 1 ? values : (values[0] ?? "");
  }
  return result;
}

/** A query that does not parse is the caller's mistake in the URL: 400 invalid_query, naming each field. */
function parseQuery(schema: z.ZodType, searchParams: URLSearchParams): unknown {
  const result = schema.safeParse(searchParamsToObject(searchParams));
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
  throw new AppError("invalid_query", { message: "Some query parameters are not valid.", details: { fields } });
}

async function readJson(request: NextRequest): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", { message: "The request body is not valid JSON." });
  }
}
