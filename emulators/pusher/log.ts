import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

/**
 * The Pusher emulator's log: one JSON object per line (time, level, service, message, requestId
 * while a request is answered, then the fields), like the app's lib/observability/logger.ts but
 * its own: the emulators import nothing from the app. Warnings and errors go to stderr.
 *
 *   LOG_FORMAT=pretty   one human line per entry instead
 *   LOG_LEVEL           the lowest level written: debug (every request), info (default), warn, error; warn under Jest
 */
const SERVICE = "pusher-emulator";

export type LogLevel = "debug" | "info" | "warn" | "error";

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function minimumLevel(): LogLevel {
  const configured = process.env.LOG_LEVEL?.trim().toLowerCase();
  if (configured && configured in rank) return configured as LogLevel;
  return process.env.NODE_ENV === "test" ? "warn" : "info";
}

export function log(level: LogLevel, message: string, fields: Record<string, unknown> = {}): void {
  if (rank[level] >= rank[minimumLevel()]) write(level, message, fields);
}

/** The "listening" line supervisors wait for (npm run bench, the durability tests): written whatever LOG_LEVEL says. */
export function announceListening(fields: Record<string, unknown>): void {
  write("info", "listening", fields);
}

function write(level: LogLevel, message: string, fields: Record<string, unknown>): void {
  const entries = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value] as const);
  const time = new Date().toISOString();
  let line: string;
  if (process.env.LOG_FORMAT === "pretty") {
    line = [time, level.toUpperCase().padEnd(5), `[${SERVICE}]`, message, ...entries.map(([key, value]) => `${key}=${typeof value === "string" ? value : JSON.stringify(value)}`)].join(" ");
  } else {
    line = JSON.stringify({ time, level, service: SERVICE, message, ...Object.fromEntries(entries) });
  }
  if (rank[level] >= rank.warn) console.error(line);
  else console.log(line);
}

const requestIdPattern = /^[A-Za-z0-9._-]{8,128}$/;

/** The caller's well-formed x-request-id (a proxy's, or one the app forwards), otherwise a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  const value = Array.isArray(given) ? given[0] : given;
  return value && requestIdPattern.test(value) ? value : randomUUID();
}
