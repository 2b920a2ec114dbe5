import { describe, expect, it } from "@jest/globals";
import { NextRequest } from "next/server";

import { route } from "@/lib/api/route";

// Access checks that are settled before any database is asked (no credential, or a refused
// one); the ones that read users are in tests/integration/auth.test.ts.
const context = { params: Promise.resolve({}) };

describe("route's auth option", () => {
  const whoAmI = route({}, async ({ user }) => ({ user }));
  const members = route({}, async ({ user }) => ({ id: user.id }), { auth: "user" });
  const employers = route({}, async ({ user }) => ({ id: user.id }), { auth: "employer" });

  it("gives public routes a null user without credentials", async () => {
    const response = await whoAmI(new NextRequest("http://localhost/api/me"), context);
    expect(await response.json()).toEqual({ success: true, data: { user: null } });
  });

  it("treats a refused token on a public route as no user", async () => {
    const request = new NextRequest("http://localhost/api/me", { headers: { authorization: "Bearer not-a-jwt" } });
    const response = await whoAmI(request, context);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { user: null } });
  });

  it("answers 401 without credentials on user and side routes", async () => {
    for (const handler of [members, employers]) {
      const response = await handler(new NextRequest("http://localhost/api/private"), context);
      expect(response.status).toBe(401);
      expect((await response.json()).error).toMatchObject({ code: "unauthorized", details: { reason: "not_authenticated" } });
    }
  });

  it("answers 401 with the reason for a malformed or undecodable token", async () => {
    const cases = [
      ["Bearer abc", "malformed_token"],
      ["Basic dXNlcjpwYXNz", "malformed_token"],
      ["Bearer eyJhbGciOiJIUzI1NiJ9.!!!.x", "undecodable_token"],
    ] as const;
    for (const [authorization, reason] of cases) {
      const response = await members(new NextRequest("http://localhost/api/private", { headers: { authorization } }), context);
      expect(response.status).toBe(401);
      expect((await response.json()).error.details).toEqual({ reason });
    }
  });
});
