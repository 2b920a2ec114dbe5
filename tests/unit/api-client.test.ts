/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from "@jest/globals";

import { ApiError, apiRequest, apiUrl, SESSION_REFUSED_EVENT } from "@/lib/api/client";
import { fakeServer } from "@/tests/support/fake-server";

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
  jest.restoreAllMocks();
});

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("the call succeeded");
}

describe("apiRequest", () => {
  it("takes paths relative to the API, as the spec writes them", () => {
    expect(apiUrl("users")).toBe("/api/users");
    expect(apiUrl("/auth/login")).toBe("/api/auth/login");
    expect(apiUrl("/api/users")).toBe("/api/users");
  });

  it("sends JSON and answers the envelope's data", async () => {
    server = fakeServer({ "POST /api/auth/validate-code": { body: { success: true, data: { resetToken: "t" } } } });
    await expect(apiRequest<{ resetToken: string }>("POST", "auth/validate-code", { email: "a@b.test", code: "123456" })).resolves.toEqual({ resetToken: "t" });
    expect(server.requests).toEqual([{ method: "POST", path: "/api/auth/validate-code", body: JSON.stringify({ email: "a@b.test", code: "123456" }) }]);
  });

  it("throws the envelope's error with its code, details and status", async () => {
    server = fakeServer({
      "POST /api/auth/login": { status: 429, body: { success: false, error: { code: "rate_limited", message: "Too many failed attempts.", details: { retryAfterSeconds: 30 } } } },
    });
    const error = await failureOf(apiRequest("POST", "auth/login", {}));
    expect(error).toMatchObject({ code: "rate_limited", status: 429, message: "Too many failed attempts.", details: { retryAfterSeconds: 30 } });
  });

  it("names an answer that is not an envelope, and a request that got no answer", async () => {
    server = fakeServer({ "GET /api/health": { status: 502, body: "<html>" } });
    expect(await failureOf(apiRequest("GET", "health"))).toMatchObject({ code: "internal_error", status: 502 });
    server.restore();
    const original = globalThis.fetch;
    globalThis.fetch = (() => Promise.reject(new TypeError("Failed to fetch"))) as typeof fetch;
    try {
      expect(await failureOf(apiRequest("GET", "health"))).toMatchObject({ code: "network_error", status: 0 });
    } finally {
      globalThis.fetch = original;
    }
  });

  it("tells the session watcher when the session is refused", async () => {
    server = fakeServer({ "PUT /api/users/1": { status: 401, body: { success: false, error: { code: "unauthorized", message: "Please log in.", details: { reason: "token_revoked" } } } } });
    const heard = jest.fn();
    window.addEventListener(SESSION_REFUSED_EVENT, heard);
    expect(await failureOf(apiRequest("PUT", "users/1", {}))).toMatchObject({ code: "unauthorized", status: 401 });
    window.removeEventListener(SESSION_REFUSED_EVENT, heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
