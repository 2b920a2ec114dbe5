import { describe, expect, it } from "@jest/globals";
import { z } from "zod";

import { errorResponse, toAppError } from "@/lib/api/error-response";
import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";

describe("toAppError", () => {
  it("keeps an AppError as it is", () => {
    const error = new AppError("not_found", { message: "No such job." });
    expect(toAppError(error)).toBe(error);
  });

  it("turns a zod failure into 422 with the failing fields", () => {
    const result = z.object({ email: z.email() }).strict().safeParse({ email: "nope", extra: 1 });
    const error = toAppError(result.error);
    expect(error?.code).toBe("validation_failed");
    expect(error?.status).toBe(422);
    expect(error?.details?.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "email" }), expect.objectContaining({ code: "unrecognized_keys" })]),
    );
  });

  it("turns a unique-constraint violation into 409 and a missing record into 404", () => {
    const unique = new Prisma.PrismaClientKnownRequestError("duplicate", { code: "P2002", clientVersion: "7", meta: { target: ["email"] } });
    const missing = new Prisma.PrismaClientKnownRequestError("missing", { code: "P2025", clientVersion: "7" });
    expect(toAppError(unique)?.status).toBe(409);
    expect(toAppError(missing)?.status).toBe(404);
  });

  it("calls a refused connection the database's only when the database client raised it", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const unreachable = new Prisma.PrismaClientKnownRequestError("Can't reach database server at 127.0.0.1:5432", { code: "P1001", clientVersion: "7" });
    expect(toAppError(unreachable)?.code).toBe("database_unavailable");
    // Another service's socket (the chat's, Stripe's) is not the database.
    expect(toAppError(new Error("request failed", { cause: refused }))).toBeNull();
  });

  it("does not classify an unknown error", () => {
    expect(toAppError(new TypeError("x is undefined"))).toBeNull();
  });
});

describe("errorResponse", () => {
  it("answers unknown errors with a generic 500 that reveals nothing", async () => {
    const consoleError = console.error;
    console.error = () => undefined;
    try {
      const response = errorResponse(new Error("password for user admin is hunter2"), "req-12345678");
      expect(response.status).toBe(500);
      expect(response.headers.get("x-request-id")).toBe("req-12345678");
      const body = await response.json();
      expect(body).toEqual({ success: false, error: { code: "internal_error", message: expect.any(String) } });
      expect(JSON.stringify(body)).not.toContain("hunter2");
    } finally {
      console.error = consoleError;
    }
  });

  it("answers an AppError with its status, code, message and details", async () => {
    const response = errorResponse(new AppError("already_applied", { message: "Already applied.", details: { jobId: "j1" } }), "req-12345678");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      error: { code: "already_applied", message: "Already applied.", details: { jobId: "j1" } },
    });
  });
});

describe("contention, however it arrives", () => {
  const rawFailure = (state: string, kind: string) =>
    new Prisma.PrismaClientKnownRequestError(`Raw query failed. Code: \`${state}\``, {
      code: "P2010",
      clientVersion: "7",
      meta: { driverAdapterError: { name: "DriverAdapterError", cause: { kind, originalCode: state } } },
    });

  it("turns a raw query's deadlock or serialization failure into 409 write_conflict", () => {
    expect(toAppError(rawFailure("40P01", "TransactionWriteConflict"))?.code).toBe("write_conflict");
    expect(toAppError(rawFailure("40001", "TransactionWriteConflict"))?.code).toBe("write_conflict");
  });

  it("turns a raw query's unique violation into 409 already_exists", () => {
    expect(toAppError(rawFailure("23505", "UniqueConstraintViolation"))?.status).toBe(409);
  });

  it("answers a busy database 503 with Retry-After: the pool's timeout, a transaction that cannot start, a lock timeout", () => {
    const busy = [
      new Error("timeout exceeded when trying to connect"),
      new Prisma.PrismaClientKnownRequestError("Transaction API error: Unable to start a transaction in the given time.", { code: "P2028", clientVersion: "7" }),
      rawFailure("55P03", "postgres"),
      rawFailure("57014", "postgres"),
    ];
    const consoleError = console.error;
    console.error = () => undefined;
    try {
      for (const error of busy) {
        const response = errorResponse(error, "req-12345678");
        expect({ message: error.message, status: response.status, retryAfter: response.headers.get("retry-after") }).toEqual({ message: error.message, status: 503, retryAfter: "1" });
      }
    } finally {
      console.error = consoleError;
    }
  });

  it("leaves other raw query failures unclassified (a 500 that is logged)", () => {
    expect(toAppError(rawFailure("42601", "postgres"))).toBeNull();
  });
});
