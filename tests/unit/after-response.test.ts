import { describe, expect, it, jest } from "@jest/globals";

import { runAfterResponse, settleAfterResponseWork } from "@/lib/api/after-response";
import { runWithRequestContext } from "@/lib/observability/request-context";
import { logEntries } from "@/tests/support/log-entries";

describe("runAfterResponse", () => {
  it("runs the work without the caller waiting, and logs a failure instead of throwing it", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const done: string[] = [];
      runAfterResponse("ok", async () => done.push("ok"), 1_000);
      // Set off while a request is served: its log line carries that request's id.
      runWithRequestContext({ requestId: "req-after-1234" }, () =>
        runAfterResponse("broken", async () => {
          throw new Error("chat down");
        }, 1_000),
      );
      expect(done).toEqual([]);
      await settleAfterResponseWork();
      expect(done).toEqual(["ok"]);
      expect(logEntries(logged)).toEqual([
        expect.objectContaining({ level: "error", message: "after-response task failed", requestId: "req-after-1234", task: "broken", error: expect.objectContaining({ message: "chat down" }) }),
      ]);
    } finally {
      logged.mockRestore();
    }
  });

  it("gives up on work that outlives its time limit", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const started = Date.now();
      runAfterResponse("slow", () => new Promise(() => undefined), 50);
      await settleAfterResponseWork();
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(logEntries(logged)).toEqual([expect.objectContaining({ task: "slow", error: expect.objectContaining({ message: "took longer than 50 ms" }) })]);
    } finally {
      logged.mockRestore();
    }
  });
});
