/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from "@jest/globals";
import { fireEvent, screen } from "@testing-library/react";

import { SignInLinkForm } from "@/components/auth/sign-in-link-form";
import { fakeServer, nextAuthRoutes } from "@/tests/support/fake-server";
import { renderInShell } from "@/tests/support/render-in-shell";

const cases = [
  { locale: "en", submit: "Sign in", used: "This sign-in link has already been used. Each link works once.", expired: "This sign-in link has expired. Log in with your password, or wait for a new link after further failed attempts.", back: "Back to login" },
  { locale: "es", submit: "Iniciar sesión", used: "Este enlace para iniciar sesión ya se ha usado. Cada enlace funciona una sola vez.", expired: "Este enlace para iniciar sesión ha caducado. Inicia sesión con tu contraseña o espera un enlace nuevo tras otros intentos fallidos.", back: "Volver a iniciar sesión" },
] as const;

const token = "0190a6a0-0000-7000-8000-000000000001.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ";

/** next-auth's routes with the sign-in link's provider and callback instead of the password's. */
function signInLinkRoutes(error?: string) {
  const routes = nextAuthRoutes();
  return {
    ...routes,
    "GET /api/auth/providers": { body: { "sign-in-link": { id: "sign-in-link", name: "Sign-in link", type: "credentials", signinUrl: "http://localhost/api/auth/signin/sign-in-link", callbackUrl: "http://localhost/api/auth/callback/sign-in-link" } } },
    "POST /api/auth/callback/sign-in-link": error ? { status: 401, body: { url: `http://localhost/api/auth/error?error=${encodeURIComponent(error)}` } } : { body: { url: "http://localhost/en/home" } },
  };
}

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
});

describe.each(cases)("SignInLinkForm ($locale)", (text) => {
  const renderForm = () => renderInShell(<SignInLinkForm token={token} />, { locale: text.locale, pathname: `/${text.locale}/auth/sign-in-link` });

  it("sends the token only when the button is pressed, not when the page opens", async () => {
    server = fakeServer(signInLinkRoutes("sign_in_link_used"));
    renderForm();
    expect(server.requests.filter((request) => request.path.startsWith("/api/auth/callback"))).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: text.submit }));
    expect(await screen.findByText(text.used)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(text.used);
    const signIn = server.requests.find((request) => request.path === "/api/auth/callback/sign-in-link");
    expect(Object.fromEntries(new URLSearchParams(signIn!.body))).toMatchObject({ token, csrfToken: "csrf-token" });
    expect(screen.getByRole("button", { name: text.submit })).toBeEnabled();
    expect(screen.getByRole("link", { name: text.back })).toHaveAttribute("href", `/${text.locale}/auth/login`);
  });

  it("says when the link has expired", async () => {
    server = fakeServer(signInLinkRoutes("sign_in_link_expired"));
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: text.submit }));
    expect(await screen.findByText(text.expired)).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(text.expired);
  });
});
