import { describe, expect, it } from "@jest/globals";

import { databaseUnavailableError, isDatabaseConnectionLoss } from "@/lib/api/database-unavailable";
import { errorResponse, toAppError } from "@/lib/api/error-response";
import { Prisma } from "@/lib/generated/prisma/client";

// Prisma 7 with @prisma/adapter-pg, PostgreSQL SIGKILLed (npm run test:faults): P1001 from model
// queries and transactions, P2010 naming the cause only in its text from raw queries, and
// "Database error. Code: `57P03`" while the restarted server recovers. pg's own text for a
// connection closed mid-query is covered too.
const known = (code: string, message: string, meta?: Record<string, unknown>) => new Prisma.PrismaClientKnownRequestError(message, { code, clientVersion: "7.10.0", meta });

describe("databaseUnavailableError", () => {
  it("maps a server Prisma cannot reach (model queries and transactions) to 503 database_unavailable", () => {
    const error = databaseUnavailableError(known("P1001", "Can't reach database server at 127.0.0.1:54329"));
    expect(error?.code).toBe("database_unavailable");
    expect(error?.status).toBe(503);
    expect(error?.details?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("maps a raw query that failed because the server is unreachable (P2010 names it only in its text)", () => {
    expect(isDatabaseConnectionLoss(known("P2010", "Raw query failed. Code: `N/A`. Message: `Can't reach database server at 127.0.0.1:54329`"))).toBe(true);
  });

  it("maps a connection that closed mid-query and a server still recovering after its restart", () => {
    const startingUp = Object.assign(new Error("the database system is not yet accepting connections"), { code: "57P03", severity: "FATAL" });
    expect(isDatabaseConnectionLoss(new Prisma.PrismaClientUnknownRequestError("Connection terminated unexpectedly", { clientVersion: "7.10.0" }))).toBe(true);
    expect(isDatabaseConnectionLoss(startingUp)).toBe(true);
    expect(isDatabaseConnectionLoss(known("P2010", "Database error. Code: `57P03`. Message: `the database system is not yet accepting connections`"))).toBe(true);
    expect(isDatabaseConnectionLoss(known("P2010", "Raw query failed.", { code: "57P01", message: "terminating connection due to administrator command" }))).toBe(true);
    // The server SIGKILLed mid-query (seen in a CI fault run): P2039, the cause only in the text.
    expect(isDatabaseConnectionLoss(known("P2039", "Invalid `prisma.user.findUnique()` invocation:\n\nDatabase error. Code: `57P01`. Message: `terminating connection due to unexpected postmaster exit`"))).toBe(true);
  });

  it("leaves a refused connection to another service (the chat or payments client) alone", () => {
    const chatDown = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:3031"), { code: "ECONNREFUSED" });
    expect(isDatabaseConnectionLoss(chatDown)).toBe(false);
    expect(toAppError(chatDown)?.code).not.toBe("database_unavailable");
  });

  it("leaves constraint violations and ordinary bugs alone", () => {
    expect(databaseUnavailableError(known("P2002", "Unique constraint failed"))).toBeNull();
    expect(databaseUnavailableError(new TypeError("x is undefined"))).toBeNull();
  });
});

describe("errorResponse for a database that is down", () => {
  it("answers 503 with the stable code and a Retry-After header, never a 500", async () => {
    const consoleError = console.error;
    console.error = () => undefined;
    const response = errorResponse(known("P1001", "Can't reach database server at 127.0.0.1:54329"), "req-12345678");
    console.error = consoleError;
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("database_unavailable");
  });
});
