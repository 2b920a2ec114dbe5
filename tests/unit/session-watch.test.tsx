/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from "@jest/globals";
import { act, waitFor } from "@testing-library/react";
import type { Session } from "next-auth";

import { AuthProviders } from "@/components/auth/auth-providers";
import { announceSessionEnding } from "@/components/auth/session-expiry";
import { SessionWatch } from "@/components/auth/session-watch";
import { SESSION_REFUSED_EVENT } from "@/lib/api/client";
import { fakeServer } from "@/tests/support/fake-server";
import { renderInShell } from "@/tests/support/render-in-shell";

const session: Session = {
  user: { id: "u1", email: "ana@example.test", name: "Ana", role: "user", logged_as: "candidate", is_employer: false },
  expires: new Date(Date.now() + 3_600_000).toISOString(),
};

// The session the server answers from now on is gone (expired, revoked or banned): next-auth answers {}.
const routes = {
  "GET /api/auth/session": { body: {} },
  "GET /api/auth/csrf": { body: { csrfToken: "csrf-token" } },
  "POST /api/auth/signout": { body: { url: "http://localhost/en" } },
};

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer(routes);
  // jsdom cannot load the login page; it reports that as an error, which is expected here.
  jest.spyOn(console, "error").mockImplementation(() => {});
  window.localStorage.setItem("remote-jobs:something", "kept by the old session");
});
afterEach(() => {
  server.restore();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

const signOuts = () => server.requests.filter((request) => request.method === "POST" && request.path === "/api/auth/signout");

function renderWatch({ isLoggedIn = true, initial = session }: { isLoggedIn?: boolean; initial?: Session | null } = {}) {
  return renderInShell(
    <AuthProviders session={initial}>
      <SessionWatch isLoggedIn={isLoggedIn} />
    </AuthProviders>,
    { locale: "en", pathname: "/en/home/chat" },
  );
}

describe("SessionWatch", () => {
  it("logs out and clears the browser's storage when an API call finds the session gone", async () => {
    renderWatch();
    act(() => {
      window.dispatchEvent(new CustomEvent(SESSION_REFUSED_EVENT));
    });
    await waitFor(() => expect(signOuts()).toHaveLength(1));
    await waitFor(() => expect(window.localStorage.getItem("remote-jobs:something")).toBeNull());
  });

  it("notices on focus that the session has ended, and logs out after a short grace", async () => {
    renderWatch();
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(() => expect(server.requests.some((request) => request.path === "/api/auth/session")).toBe(true));
    expect(signOuts()).toHaveLength(0);
    await waitFor(() => expect(signOuts()).toHaveLength(1), { timeout: 3_000 });
  });

  it("leaves a logout on purpose alone: the page is already leaving", async () => {
    renderWatch();
    act(() => {
      window.dispatchEvent(new Event("beforeunload"));
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(() => expect(server.requests.some((request) => request.path === "/api/auth/session")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(signOuts()).toHaveLength(0);
  });

  it("leaves a session this page ends on purpose alone (logout, account deletion), and watches again if that is taken back", async () => {
    renderWatch();
    act(() => {
      announceSessionEnding();
      window.dispatchEvent(new CustomEvent(SESSION_REFUSED_EVENT));
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(() => expect(server.requests.some((request) => request.path === "/api/auth/session")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(signOuts()).toHaveLength(0);

    // The logout failed and the page stays: a session found gone afterwards is an expiry again.
    act(() => {
      announceSessionEnding(false);
      window.dispatchEvent(new CustomEvent(SESSION_REFUSED_EVENT));
    });
    await waitFor(() => expect(signOuts()).toHaveLength(1));
  });

  it("never logs out because a session check failed: a busy server or a lost connection is not an expiry", async () => {
    server.restore();
    server = fakeServer({ ...routes, "GET /api/auth/session": { status: 503, body: { message: "busy" } } });
    renderWatch();
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
      window.dispatchEvent(new CustomEvent(SESSION_REFUSED_EVENT));
    });
    await waitFor(() => expect(server.requests.filter((request) => request.path === "/api/auth/session").length).toBeGreaterThanOrEqual(2));
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(signOuts()).toHaveLength(0);
    expect(window.localStorage.getItem("remote-jobs:something")).toBe("kept by the old session");
  });

  it("does nothing for visitors", async () => {
    renderWatch({ isLoggedIn: false, initial: null });
    act(() => {
      window.dispatchEvent(new CustomEvent(SESSION_REFUSED_EVENT));
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests).toEqual([]);
    expect(window.localStorage.getItem("remote-jobs:something")).toBe("kept by the old session");
  });
});
