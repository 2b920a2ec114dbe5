import { describe, expect, it } from "@jest/globals";

import { requestIdOf, withRequestId } from "@/lib/proxy/request-id";

describe("withRequestId", () => {
  it("keeps a well-formed id from upstream", () => {
    expect(withRequestId(new Headers({ "x-request-id": "lb-1234567890" })).get("x-request-id")).toBe("lb-1234567890");
  });

  it("replaces a missing or malformed id with a fresh one", () => {
    for (const headers of [new Headers(), new Headers({ "x-request-id": "<script>alert(1)</script>" })]) {
      expect(withRequestId(headers).get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe("requestIdOf", () => {
  it("is the same rule for the API routes, which the proxy does not run for", () => {
    expect(requestIdOf(new Headers({ "x-request-id": "lb-1234567890" }))).toBe("lb-1234567890");
    expect(requestIdOf(new Headers({ "x-request-id": "bad id" }))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
