import { describe, expect, it, jest } from "@jest/globals";

import { runAfterResponse, settleAfterResponseWork } from "@/lib/api/after-response";

describe("runAfterResponse", () => {
  it("runs the work without the caller waiting, and logs a failure instead of throwing it", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    try {
      const done: string[] = [];
      runAfterResponse("ok", async () => done.push("ok"), 1_000);
      runAfterResponse("broken", async () => {
        throw new Error("chat down");
      }, 1_000);
      expect(done).toEqual([]);
      await settleAfterResponseWork();
      expect(done).toEqual(["ok"]);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged).toHaveBeenCalledWith("broken failed", expect.objectContaining({ message: "chat down" }));
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
      expect(logged).toHaveBeenCalledWith("slow failed", expect.objectContaining({ message: "took longer than 50 ms" }));
    } finally {
      logged.mockRestore();
    }
  });
});
