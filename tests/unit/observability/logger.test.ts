import { afterEach, describe, expect, it, jest } from "@jest/globals";

import { errorResponse } from "@/lib/api/error-response";
import { AppError } from "@/lib/errors";
import { describeError, formatEntry, logger, minimumLevel } from "@/lib/observability/logger";
import { runWithRequestContext } from "@/lib/observability/request-context";
import { logEntries } from "@/tests/support/log-entries";

const saved = { LOG_LEVEL: process.env.LOG_LEVEL, LOG_FORMAT: process.env.LOG_FORMAT };

afterEach(() => {
  jest.restoreAllMocks();
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe("logger", () => {
  it("writes one JSON object per line with the time, level, message, the request being served and the fields", () => {
    process.env.LOG_LEVEL = "info";
    const out = jest.spyOn(console, "log").mockImplementation(() => undefined);
    const err = jest.spyOn(console, "error").mockImplementation(() => undefined);
    runWithRequestContext({ requestId: "req-abc-12345" }, () => {
      logger.info("stripe webhook: event applied", { eventId: "evt_1" });
      logger.error("request failed", { error: new Error("boom", { cause: Object.assign(new Error("refused"), { code: "ECONNREFUSED" }) }) });
    });
    logger.warn("outside any request");

    expect(out.mock.calls.every(([line]) => typeof line === "string" && !line.includes("\n"))).toBe(true);
    expect(logEntries(out)).toEqual([{ time: expect.any(String), level: "info", message: "stripe webhook: event applied", requestId: "req-abc-12345", eventId: "evt_1" }]);
    const [failure, warning] = logEntries(err);
    expect(failure).toMatchObject({ level: "error", requestId: "req-abc-12345", error: { name: "Error", message: "boom", cause: { message: "refused", code: "ECONNREFUSED" } } });
    expect(warning).toEqual({ time: expect.any(String), level: "warn", message: "outside any request" });
    expect(Number.isNaN(Date.parse(String(warning?.time)))).toBe(false);
  });

  it("keeps requests apart: concurrent requests each log their own id", async () => {
    process.env.LOG_LEVEL = "info";
    const out = jest.spyOn(console, "log").mockImplementation(() => undefined);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    await Promise.all(
      ["req-one-000001", "req-two-000002"].map((requestId) =>
        runWithRequestContext({ requestId }, async () => {
          await pause();
          logger.info("step", { expected: requestId });
          await pause();
          logger.info("step", { expected: requestId });
        }),
      ),
    );
    const entries = logEntries(out);
    expect(entries).toHaveLength(4);
    for (const entry of entries) expect(entry.requestId).toBe(entry.expected);
  });

  it("leaves out entries below LOG_LEVEL, and is quiet below warn under Jest by default", () => {
    expect(minimumLevel({ NODE_ENV: "test" })).toBe("warn");
    expect(minimumLevel({ NODE_ENV: "production" })).toBe("info");
    expect(minimumLevel({ NODE_ENV: "production", LOG_LEVEL: "ERROR" })).toBe("error");
    process.env.LOG_LEVEL = "error";
    const err = jest.spyOn(console, "error").mockImplementation(() => undefined);
    logger.warn("not written");
    logger.error("written");
    expect(logEntries(err).map((entry) => entry.message)).toEqual(["written"]);
  });

  it("writes one readable line with LOG_FORMAT=pretty", () => {
    const line = formatEntry("error", "mail: SMTP delivery failed", { outboxEmailId: "e1", attempt: 2 }, { pretty: true, now: new Date("2026-01-02T03:04:05.000Z"), requestId: "req-pretty-1" });
    expect(line).toBe('2026-01-02T03:04:05.000Z ERROR [req-pretty-1] mail: SMTP delivery failed outboxEmailId=e1 attempt=2');
  });

  it("describes an error by name, message, code and stack, not its whole object graph", () => {
    const error = Object.assign(new Error("too slow"), { code: "P2028", meta: { huge: "x".repeat(10) } });
    expect(describeError(error)).toEqual({ name: "Error", message: "too slow", code: "P2028", stack: expect.any(String) });
    expect(describeError("plain")).toEqual({ value: "plain" });
  });
});

describe("errorResponse's log line", () => {
  it("names the request and keeps the internals an unexpected error hides from the caller; a 4xx is not logged", async () => {
    const err = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const response = errorResponse(new TypeError("cannot read 'rank' of undefined"), "req-500-abcdef");
    expect(JSON.stringify(await response.json())).not.toContain("rank");
    errorResponse(new AppError("already_applied"), "req-409-abcdef");
    expect(logEntries(err)).toEqual([
      expect.objectContaining({ level: "error", message: "request failed: unexpected error", requestId: "req-500-abcdef", code: "internal_error", error: expect.objectContaining({ name: "TypeError", message: "cannot read 'rank' of undefined" }) }),
    ]);
  });
});
