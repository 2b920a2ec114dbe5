import { jest } from "@jest/globals";

type Answer = { status?: number; body: unknown };
type Handler = Answer | ((request: { body: string | undefined }) => Answer);

export type RecordedRequest = { method: string; path: string; body: string | undefined };

/**
 * The browser's `fetch`, answered as the app's server would (jsdom has no network): each route is
 * "METHOD /path" with the JSON it answers. Unknown routes answer 404. The HTTP boundary is the
 * edge of what the components own, so this is the one thing the component tests stand in for.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const original = globalThis.fetch;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init?.method ?? "GET").toUpperCase();
    const body = init?.body === undefined || init.body === null ? undefined : String(init.body);
    requests.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    const answer: Answer = handler === undefined ? { status: 404, body: {} } : typeof handler === "function" ? handler({ body }) : handler;
    const status = answer.status ?? 200;
    return { ok: status >= 200 && status < 300, status, json: async () => answer.body } as Response;
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    requests,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/** next-auth's endpoints as the credentials sign-in uses them, ending with `error` (one of our codes) or success. */
export function nextAuthRoutes({ error }: { error?: string } = {}): Record<string, Handler> {
  return {
    "GET /api/auth/providers": {
      body: { credentials: { id: "credentials", name: "E-mail", type: "credentials", signinUrl: "http://localhost/api/auth/signin/credentials", callbackUrl: "http://localhost/api/auth/callback/credentials" } },
    },
    "GET /api/auth/csrf": { body: { csrfToken: "csrf-token" } },
    "POST /api/auth/callback/credentials": error
      ? { status: 401, body: { url: `http://localhost/api/auth/error?error=${encodeURIComponent(error)}` } }
      : { body: { url: "http://localhost/en/home" } },
    "GET /api/auth/session": { body: {} },
  };
}
