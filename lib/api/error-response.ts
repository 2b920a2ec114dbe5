import { NextResponse } from "next/server";
import { ZodError, type z } from "zod";

import type { ApiFailure } from "@/lib/api/envelope";
import { AppError, isAppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { describeError, logger } from "@/lib/observability/logger";

const connectionErrorCodes = new Set(["ECONNREFUSED", "ENOTFOUND", "ETIMEDOUT", "ECONNRESET", "57P03"]);

/** A field a request got wrong, as details.fields lists it: the path in the body, query or URL, and why. */
export type FieldIssue = { path: string; code: string; message: string };

export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code, message: issue.message }));
}

const databaseBusy = (cause: unknown) =>
  new AppError("service_unavailable", { message: "The database is busy. Please try again in a moment.", details: { retryAfterSeconds: 1 }, cause });

/**
 * Maps anything a handler can throw to an AppError; unknown errors become null. Contention is a
 * 4xx or 503, never a 500: a unique index another request won (409 already_exists, when the
 * domain did not name it more precisely), a serialization failure or deadlock (409
 * write_conflict), and a pool or transaction start that timed out under load (503).
 */
export function toAppError(error: unknown): AppError | null {
  if (isAppError(error)) return error;
  if (error instanceof ZodError) {
    return new AppError("validation_failed", { message: "The request is not valid.", details: { fields: fieldIssues(error) } });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    switch (error.code) {
      case "P2002":
        return new AppError("already_exists", { message: "This record already exists.", details: { target: error.meta?.target }, cause: error });
      case "P2034":
        return new AppError("write_conflict", { message: "The record changed at the same time. Please try again.", cause: error });
      case "P2025":
        return new AppError("not_found", { message: "Not found.", cause: error });
      case "P2003":
        return new AppError("validation_failed", { message: "A referenced record does not exist.", cause: error });
      case "P2024":
      case "P2028":
      case "P2037":
        return databaseBusy(error);
      case "P1001":
      case "P1002":
      case "P1017":
        return new AppError("service_unavailable", { message: "The database is not answering.", cause: error });
    }
  }
  if (isConnectionError(error)) {
    return new AppError("service_unavailable", { message: "The database is not answering.", cause: error });
  }
  return null;
}

function isConnectionError(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && connectionErrorCodes.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function errorResponse(error: unknown, requestId: string): NextResponse<ApiFailure> {
  const appError = toAppError(error);
  if (!appError || appError.status >= 500) {
    logger.error(appError ? "request failed: service unavailable" : "request failed: unexpected error", { requestId, code: appError?.code ?? "internal_error", error: describeError(error) });
  }
  const failure = appError ?? new AppError("internal_error", { message: "Something went wrong. Please try again." });
  const body: ApiFailure = {
    success: false,
    error: { code: failure.code, message: failure.message, ...(failure.details ? { details: failure.details } : {}) },
  };
  const headers: Record<string, string> = { "x-request-id": requestId };
  const retryAfter = failure.details?.retryAfterSeconds;
  if (typeof retryAfter === "number") headers["retry-after"] = String(Math.max(1, Math.ceil(retryAfter)));
  return NextResponse.json(body, { status: failure.status, headers });
}
