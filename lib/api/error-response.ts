import { NextResponse } from "next/server";
import { ZodError, type z } from "zod";

import type { ApiFailure } from "@/lib/api/envelope";
import { contentionError } from "@/lib/db/database-errors";
import { databaseUnavailableError } from "@/lib/api/database-unavailable";
import { AppError, isAppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { describeError, logger } from "@/lib/observability/logger";

/** A field a request got wrong, as details.fields lists it: the path in the body, query or URL, and why. */
export type FieldIssue = { path: string; code: string; message: string };

export function fieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code, message: issue.message }));
}

/**
 * Maps anything a handler can throw to an AppError; unknown errors become null. Contention is a
 * 4xx or 503, never a 500 (lib/db/database-errors.ts): a unique index another request won (409
 * already_exists, when the domain did not name it more precisely), a serialization failure or
 * deadlock that outlasted its retries (409 write_conflict), and a pool or transaction start that
 * timed out under load (503 with Retry-After), however the error arrived (model or raw query).
 */
export function toAppError(error: unknown): AppError | null {
  if (isAppError(error)) return error;
  const databaseUnavailable = databaseUnavailableError(error);
  if (databaseUnavailable) return databaseUnavailable;
  if (error instanceof ZodError) {
    return new AppError("validation_failed", { message: "The request is not valid.", details: { fields: fieldIssues(error) } });
  }
  const contention = contentionError(error);
  if (contention) return contention;
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    switch (error.code) {
      case "P2025":
        return new AppError("not_found", { message: "Not found.", cause: error });
      case "P2003":
        return new AppError("validation_failed", { message: "A referenced record does not exist.", cause: error });
    }
  }
  return null;
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
