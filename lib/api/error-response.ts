import { NextResponse } from "next/server";
import { ZodError } from "zod";

import type { ApiFailure } from "@/lib/api/envelope";
import { AppError, isAppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";

const connectionErrorCodes = new Set(["ECONNREFUSED", "ENOTFOUND", "ETIMEDOUT", "ECONNRESET", "57P03"]);

/** Maps anything a handler can throw to an AppError; unknown errors become null. */
export function toAppError(error: unknown): AppError | null {
  if (isAppError(error)) return error;
  if (error instanceof ZodError) {
    return new AppError("validation_failed", {
      message: "The request is not valid.",
      details: { fields: error.issues.map((issue) => ({ path: issue.path.join("."), code: issue.code, message: issue.message })) },
    });
  }
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    switch (error.code) {
      case "P2002":
        return new AppError("conflict", { message: "This record already exists.", details: { target: error.meta?.target }, cause: error });
      case "P2025":
        return new AppError("not_found", { message: "Not found.", cause: error });
      case "P2003":
        return new AppError("validation_failed", { message: "A referenced record does not exist.", cause: error });
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
    console.error(JSON.stringify({ level: "error", requestId, error: describe(error) }));
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

function describe(error: unknown) {
  return error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : { value: String(error) };
}
