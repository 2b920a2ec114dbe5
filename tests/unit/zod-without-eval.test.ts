/** @jest-environment jsdom */
import { describe, expect, it, jest } from "@jest/globals";

describe("zod in the browser", () => {
  it("parses objects without compiling them, so the page policy sees no eval", async () => {
    // Set before zod loads (it must not load zod itself: every page imports it), and adopted by zod.
    await import("@/lib/security/zod-without-eval");
    expect((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig).toEqual({ jitless: true });

    const { z } = await import("zod");
    expect(z.config().jitless).toBe(true);
    const compile = jest.spyOn(globalThis, "Function");
    expect(z.object({ name: z.string() }).parse({ name: "Ana" })).toEqual({ name: "Ana" });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
