/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from "@jest/globals";

import { signOutForGood } from "@/components/auth/session-expiry";
import { fakeServer } from "@/tests/support/fake-server";

const user = { id: "u1", email: "ana@example.test", name: "Ana", role: "user", logged_as: "employer", is_employer: true };
let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => server?.restore());

/** A server whose session survives the first `survives` logouts, as when a session check in flight re-issues the cookie. */
function serverWhoseSessionSurvives(survives: number) {
  let signOuts = 0;
  server = fakeServer({
    "GET /api/auth/csrf": { body: { csrfToken: "csrf-token" } },
    "POST /api/auth/signout": () => {
      signOuts += 1;
      return { body: { url: "http://localhost/en" } };
    },
    "GET /api/auth/session": () => ({ body: signOuts > survives ? {} : { user, expires: "2099-01-01T00:00:00.000Z" } }),
  });
  return { signOuts: () => signOuts };
}

describe("signOutForGood", () => {
  it("logs out once when the session is gone after it", async () => {
    const { signOuts } = serverWhoseSessionSurvives(0);
    await signOutForGood();
    expect(signOuts()).toBe(1);
  });

  it("logs out again when the session came back after the first logout", async () => {
    const { signOuts } = serverWhoseSessionSurvives(1);
    await signOutForGood();
    expect(signOuts()).toBe(2);
  });

  it("fails, so the page can say so, when the session outlives every attempt", async () => {
    const { signOuts } = serverWhoseSessionSurvives(Infinity);
    await expect(signOutForGood()).rejects.toThrow("still there");
    expect(signOuts()).toBe(3);
  });
});
