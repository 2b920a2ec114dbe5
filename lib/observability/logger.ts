import { currentRequestId } from "@/lib/observability/request-context";

/**
 * The app's log: one JSON object per line (time, level, message, requestId when a request is being
 * served, then the fields given), which log collectors read without parsing rules. Debug and info
 * go to stdout, warnings and errors to stderr.
 *
 *   LOG_FORMAT=pretty   one human line per entry instead (development)
 *   LOG_LEVEL           the lowest level written: debug, info (default), warn, error; warn under Jest
 */
export type LogLevel = "debug" | "info" | "warn" | "error";
export type LogFields = Record<string, unknown>;

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

type Env = Record<string, string | undefined>;

export function minimumLevel(env: Env = process.env): LogLevel {
  const configured = env.LOG_LEVEL?.trim().toLowerCase();
  if (configured && configured in rank) return configured as LogLevel;
  return env.NODE_ENV === "test" ? "warn" : "info";
}

/** The entry as it is written: the JSON line, or the pretty line with LOG_FORMAT=pretty. */
export function formatEntry(level: LogLevel, message: string, fields: LogFields, options: { pretty: boolean; now?: Date; requestId?: string }): string {
  const time = (options.now ?? new Date()).toISOString();
  const requestId = fields.requestId ?? options.requestId;
  const rest = Object.fromEntries(Object.entries(fields).filter(([key, value]) => key !== "requestId" && value !== undefined).map(([key, value]) => [key, serialisable(value)]));
  if (options.pretty) {
    const extras = Object.entries(rest).map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`);
    return [time, level.toUpperCase().padEnd(5), requestId ? `[${String(requestId)}]` : null, message, ...extras].filter(Boolean).join(" ");
  }
  const entry = { time, level, message, ...(requestId ? { requestId } : {}), ...rest };
  try {
    return JSON.stringify(entry);
  } catch {
    // A field that does not serialise (a cycle, a BigInt deep inside) must not lose the entry.
    return JSON.stringify({ time, level, message, ...(requestId ? { requestId } : {}), fields: String(Object.keys(rest)) });
  }
}

function write(level: LogLevel, message: string, fields: LogFields = {}) {
  if (rank[level] < rank[minimumLevel()]) return;
  const line = formatEntry(level, message, fields, { pretty: process.env.LOG_FORMAT === "pretty", requestId: currentRequestId() });
  // Through console (one string each), which tests can watch; Node writes it to the stream as it is.
  if (rank[level] >= rank.warn) console.error(line);
  else console.log(line);
}

export const logger = {
  debug: (message: string, fields?: LogFields) => write("debug", message, fields),
  info: (message: string, fields?: LogFields) => write("info", message, fields),
  warn: (message: string, fields?: LogFields) => write("warn", message, fields),
  error: (message: string, fields?: LogFields) => write("error", message, fields),
};

/** An error as log fields: its name, message, code and stack (and its cause's), never its whole object graph. */
export function describeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { value: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    name: error.name,
    message: error.message,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    stack: error.stack,
    ...(error.cause !== undefined && depth < 3 ? { cause: describeError(error.cause, depth + 1) } : {}),
  };
}

function serialisable(value: unknown): unknown {
  if (value instanceof Error) return describeError(value);
  if (typeof value === "bigint") return value.toString();
  return value;
}
