import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/observability/database-outage-pages";

/** Prisma's own codes for a server it cannot reach, whose connection closed, or that timed out connecting. */
const prismaConnectionCodes = new Set(["P1001", "P1002", "P1008", "P1017"]);

/**
 * What the driver (pg, node's sockets) or the driver adapter says when PostgreSQL is gone: refused or
 * reset sockets, and SQLSTATE class 08 (connection exception) and 57P01-57P03 (the server is shutting
 * down, crashed, or still starting up after a restart).
 */
const driverConnectionCodes = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006"]);
const adapterConnectionKinds = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

/**
 * Raw queries (P2010) and some adapter failures carry the cause only in their text: pg's own
 * messages for a socket that closed mid-query, and Prisma's for a server it cannot reach.
 */
const connectionLossText =
  /Can't reach database server|Connection terminated|connection terminated|Server has closed the connection|server closed the connection|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|terminating connection due to (administrator command|crash of another server process|unexpected postmaster exit)|Code: `(57P0[1-3]|08\d{3})`/;

/**
 * A database that is down, restarting or unreachable, wherever it shows in the error: 503
 * database_unavailable with Retry-After, never a 500. Saturation of a running database (P2024,
 * P2028) is mapped beside it in lib/api/error-response.ts. Returns null for anything else.
 */
export function databaseUnavailableError(error: unknown): AppError | null {
  if (!isDatabaseConnectionLoss(error)) return null;
  return new AppError("database_unavailable", {
    message: "The database is not available right now. Please try again in a moment.",
    details: { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS },
    cause: error,
  });
}

/**
 * Socket codes alone (ECONNREFUSED...) also come from the chat or payments services' clients, so they
 * count only inside an error from Prisma or its driver adapter; PostgreSQL's own SQLSTATEs and texts
 * count anywhere.
 */
export function isDatabaseConnectionLoss(error: unknown): boolean {
  const chain: object[] = [];
  for (let current: unknown = error; current && typeof current === "object" && !chain.includes(current); current = (current as { cause?: unknown }).cause) chain.push(current);
  const fromDatabaseClient = chain.some((entry) => entry instanceof Prisma.PrismaClientKnownRequestError || entry instanceof Prisma.PrismaClientUnknownRequestError || entry instanceof Prisma.PrismaClientInitializationError || (entry as { name?: unknown }).name === "DriverAdapterError");
  return chain.some((entry) => {
    if (entry instanceof Prisma.PrismaClientInitializationError) return true;
    if (entry instanceof Prisma.PrismaClientKnownRequestError && prismaConnectionCodes.has(entry.code)) return true;
    const { code, kind, message, meta, severity } = entry as { code?: unknown; kind?: unknown; message?: unknown; severity?: unknown; meta?: { code?: unknown; message?: unknown } };
    if (typeof code === "string" && driverConnectionCodes.has(code) && (fromDatabaseClient || typeof severity === "string")) return true;
    if (fromDatabaseClient && typeof kind === "string" && adapterConnectionKinds.has(kind)) return true;
    if (fromDatabaseClient && typeof meta?.code === "string" && driverConnectionCodes.has(meta.code)) return true;
    if (typeof message === "string" && connectionLossText.test(message)) return true;
    return typeof meta?.message === "string" && connectionLossText.test(meta.message);
  });
}
