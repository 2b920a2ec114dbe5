import { describe, expect, it } from "@jest/globals";

import { attemptLog } from "@/emulators/stripe/webhooks/dispatcher";

describe("how the Stripe emulator logs a webhook attempt", () => {
  it("retries an endpoint it cannot reach quietly: the app is still starting", () => {
    expect(attemptLog({ status: null, error: "fetch failed" }, 4)).toEqual({ level: "info", message: "webhook endpoint unreachable, will retry" });
  });

  it("warns when the endpoint answered with an error, and says so once no retry is left", () => {
    expect(attemptLog({ status: 500, error: "HTTP 500" }, 4).level).toBe("warn");
    expect(attemptLog({ status: null, error: "fetch failed" }, undefined).level).toBe("error");
    expect(attemptLog({ status: 400, error: "HTTP 400" }, undefined).level).toBe("error");
  });

  it("logs a delivery at info", () => {
    expect(attemptLog({ status: 200, error: null }, 1)).toEqual({ level: "info", message: "webhook delivered" });
  });
});
