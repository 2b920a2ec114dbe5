import { AppError } from "@/lib/errors";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * What a database error means for the request that met it, whichever way it arrived: a Prisma
 * error with its own code (P2002 from a model write), a raw query's P2010 or a commit's P2039
 * carrying PostgreSQL's SQLSTATE, the driver adapter's error, or the pg pool's plain Error.
 *
 * - unique_violation: another request holds the value (23505). The rule names the 4xx.
 * - write_conflict: a serialization failure or a deadlock (40001, 40P01). PostgreSQL rolled the
 *   transaction back; running it again may succeed.
 * - busy: no connection or no transaction start within the wait (P2024, P2028, the pool's
 *   timeout), too many connections (53300, P2037), a lock or statement timeout (55P03, 57014),
 *   or a transaction that outlived its timeout. Nothing was written; later may work: 503.
 */
export type DatabaseContention = { kind: "unique_violation"; target: unknown } | { kind: "write_conflict" } | { kind: "busy" };

const writeConflictStates = new Set(["40001", "40P01"]);
const busyStates = new Set(["53300", "55P03", "57014"]);
const busyPrismaCodes = new Set(["P2024", "P2028", "P2037"]);
const poolTimeoutMessages = ["timeout exceeded when trying to connect", "Connection terminated due to connection timeout"];

/** How long a client should wait before trying again after a 503 for a busy database. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

type AdapterCause = { kind?: unknown; originalCode?: unknown; constraint?: unknown };

function adapterCauseOf(error: unknown): AdapterCause | undefined {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    const adapterError = (error.meta as { driverAdapterError?: { cause?: AdapterCause } } | undefined)?.driverAdapterError;
    return adapterError?.cause;
  }
  if (error instanceof Error && error.name === "DriverAdapterError") return (error as Error & { cause?: AdapterCause }).cause;
  return undefined;
}

/** PostgreSQL's SQLSTATE behind the error, when it has one. */
export function sqlStateOf(error: unknown): string | undefined {
  const code = adapterCauseOf(error)?.originalCode;
  if (typeof code === "string") return code;
  const own = (error as { code?: unknown } | null)?.code;
  return typeof own === "string" && /^[0-9A-Z]{5}$/.test(own) && !own.startsWith("P") ? own : undefined;
}

export function classifyDatabaseError(error: unknown): DatabaseContention | null {
  if (!(error instanceof Error)) return null;
  const state = sqlStateOf(error);
  const prismaCode = error instanceof Prisma.PrismaClientKnownRequestError ? error.code : undefined;
  const adapterKind = adapterCauseOf(error)?.kind;

  if (prismaCode === "P2002" || state === "23505" || adapterKind === "UniqueConstraintViolation") {
    const target = prismaCode === "P2002" ? (error as Prisma.PrismaClientKnownRequestError).meta?.target : adapterCauseOf(error)?.constraint;
    return { kind: "unique_violation", target };
  }
  if (prismaCode === "P2034" || (state && writeConflictStates.has(state)) || adapterKind === "TransactionWriteConflict") return { kind: "write_conflict" };
  if ((prismaCode && busyPrismaCodes.has(prismaCode)) || (state && busyStates.has(state)) || adapterKind === "TooManyConnections") return { kind: "busy" };
  if (poolTimeoutMessages.some((message) => error.message.includes(message))) return { kind: "busy" };
  return null;
}

/** The answer for contention no rule named more precisely: 409 for a conflict, 503 with Retry-After when busy. */
export function contentionError(error: unknown): AppError | null {
  const contention = classifyDatabaseError(error);
  switch (contention?.kind) {
    case "unique_violation":
      return new AppError("already_exists", { message: "This record already exists.", details: { target: contention.target }, cause: error });
    case "write_conflict":
      return new AppError("write_conflict", { message: "The record changed at the same time. Please try again.", cause: error });
    case "busy":
      return new AppError("service_unavailable", {
        message: "The database is busy. Please try again in a moment.",
        details: { reason: "database_busy", retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS },
        cause: error,
      });
    default:
      return null;
  }
}
