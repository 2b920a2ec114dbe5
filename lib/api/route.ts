import { randomUUID } from "node:crypto";

import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";

import type { ApiSuccess } from "@/lib/api/envelope";
import { errorResponse } from "@/lib/api/error-response";
import { AppError } from "@/lib/errors";

type Schemas = { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;

export type RouteInput<S extends Schemas> = {
  params: Infer<S["params"]>;
  query: Infer<S["query"]>;
  body: Infer<S["body"]>;
  request: NextRequest;
  requestId: string;
};

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * The one wrapper every route handler goes through: it parses params, query and body with the
 * given zod schemas, calls the handler, and answers with the envelope `{ success, data }` or the
 * error shape. Handlers stay a few lines: parse, call one domain function, return its result.
 */
export function route<S extends Schemas, T>(
  schemas: S,
  handler: (input: RouteInput<S>) => Promise<T>,
  options: { status?: number } = {},
) {
  return async (request: NextRequest, context: RouteContext): Promise<NextResponse> => {
    const requestId = request.headers.get("x-request-id") ?? randomUUID();
    try {
      const input = {
        params: schemas.params ? schemas.params.parse(await context.params) : undefined,
        query: schemas.query ? schemas.query.parse(searchParamsToObject(request.nextUrl.searchParams)) : undefined,
        body: schemas.body ? schemas.body.parse(await readJson(request)) : undefined,
        request,
        requestId,
      } as RouteInput<S>;
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

async function readJson(request: NextRequest): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_json", { message: "The request body is not valid JSON." });
  }
}
