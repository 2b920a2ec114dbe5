import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";

import type { ApiSuccess } from "@/lib/api/envelope";
import { errorResponse, fieldIssues } from "@/lib/api/error-response";
import { describeRoute } from "@/lib/api/route-description";
import { refuseNulInUrl } from "@/lib/api/url-nul";
import { readJsonBody } from "@/lib/api/read-json-body";
import { searchParamsToObject } from "@/lib/api/search-params";
import { requireAccess, type AccessLevel, type CallerFor } from "@/lib/auth/require-access";
import { AppError, type ErrorCode } from "@/lib/errors";
import { recordRequest } from "@/lib/observability/request-metrics";
import { runWithRequestContext } from "@/lib/observability/request-context";
import { requestIdOf } from "@/lib/proxy/request-id";
import { assertSameOrigin } from "@/lib/security/same-origin";

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
 * The one wrapper every route handler goes through: it refuses cookie-authenticated changes from
 * other sites (lib/security/same-origin.ts), resolves the caller and checks the access
 * level (`auth`, default "public"; lib/auth/require-access.ts), parses params, query and body
 * with the given zod schemas (a JSON body of at most `maxBodyBytes`, default 100 KB, else 413:
 * lib/api/read-json-body.ts), calls the handler, and answers with the envelope
 * `{ success, data }` or the error shape. A handler that returns a Response (a file, a stream)
 * has it sent as it is, with the request id. Handlers stay a few lines: call one domain
 * function, return its result. Log lines written while it runs carry the request id
 * (lib/observability), and each answer is timed for GET /api/metrics.
 */
export function route<S extends Schemas, T, A extends AccessLevel = "public">(
  schemas: S,
  handler: (input: RouteInput<S, A>) => Promise<T>,
  options: { status?: number; auth?: A; maxBodyBytes?: number } = {},
) {
  const handle = async (request: NextRequest, context: RouteContext): Promise<NextResponse> => {
    const requestId = requestIdOf(request.headers);
    const startedAt = performance.now();
    return runWithRequestContext({ requestId }, async () => {
      const response = await respond(request, context, requestId);
      await recordRequest(request, context, response.status, startedAt);
      return response;
    });
  };

  async function respond(request: NextRequest, context: RouteContext, requestId: string): Promise<NextResponse> {
    try {
      assertSameOrigin(request);
      const user = await requireAccess(request, options.auth ?? "public");
      const input = {
        params: schemas.params ? parseUrlPart(schemas.params, await context.params, "invalid_path") : undefined,
        query: schemas.query ? parseUrlPart(schemas.query, searchParamsToObject(request.nextUrl.searchParams), "invalid_query") : undefined,
        body: schemas.body ? schemas.body.parse(await readJsonBody(request, options.maxBodyBytes)) : undefined,
        user,
        request,
        requestId,
      } as RouteInput<S, A>;
      const data = await handler(input);
      if (data instanceof Response) {
        const response = new NextResponse(data.body, { status: data.status, headers: data.headers });
        response.headers.set("x-request-id", requestId);
        return response;
      }
      const body: ApiSuccess<T> = { success: true, data };
      return NextResponse.json(body, { status: options.status ?? 200, headers: { "x-request-id": requestId } });
    } catch (error) {
      return errorResponse(error, requestId);
    }
  }
  return describeRoute(handle, { schemas, access: options.auth ?? "public" });
}

/**
 * What the URL says (path parameters, query string) that does not parse is the caller's mistake
 * in the address: 400, naming each field. A body that does not parse is 422 validation_failed.
 */
function parseUrlPart(schema: z.ZodType, value: unknown, code: Extract<ErrorCode, "invalid_path" | "invalid_query">): unknown {
  refuseNulInUrl(value, code);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const message = code === "invalid_path" ? "The address is not valid." : "Some query parameters are not valid.";
  throw new AppError(code, { message, details: { fields: fieldIssues(result.error) } });
}
