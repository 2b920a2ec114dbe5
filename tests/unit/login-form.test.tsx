/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from "@jest/globals";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";

import { LoginForm } from "@/components/auth/login-form";
import { fakeServer, nextAuthRoutes } from "@/tests/support/fake-server";
import { inShell, renderInShell } from "@/tests/support/render-in-shell";

const cases = [
  {
    locale: "en",
    email: "E-mail",
    password: "Password",
    submit: "Log in",
    required: "This field is required",
    invalidEmail: "Enter a valid email",
    invalidCredentials: "The e-mail or the password is not correct.",
    loginThrottled:
      "Too many failed attempts from this address. Please wait a few minutes. If this is your account, check your e-mail: after repeated failed attempts we send its owner a one-time sign-in link.",
    banned: "This account has been banned. Contact support if you think this is a mistake.",
    expired: "Session has expired, please log in again",
    forgot: "Forgot your password?",
    google: "Continue with Google",
  },
  {
    locale: "es",
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Iniciar sesión",
    required: "Este campo es obligatorio",
    invalidEmail: "Ingresa un correo electrónico válido",
    invalidCredentials: "El correo electrónico o la contraseña no son correctos.",
    loginThrottled:
      "Demasiados intentos fallidos desde esta dirección. Espera unos minutos. Si la cuenta es tuya, revisa tu correo: tras varios intentos fallidos enviamos a su titular un enlace para iniciar sesión de un solo uso.",
    banned: "Esta cuenta fue suspendida. Escríbenos si crees que es un error.",
    expired: "La sesión ha expirado, vuelve a iniciar sesión",
    forgot: "¿Olvidaste tu contraseña?",
    google: "Continuar con Google",
  },
] as const;

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
  window.localStorage.clear();
});

describe.each(cases)("LoginForm ($locale)", (text) => {
  const renderForm = (props: Partial<Parameters<typeof LoginForm>[0]> = {}) =>
    renderInShell(<LoginForm callbackPath="/home" socialProviders={[]} {...props} />, { locale: text.locale, pathname: `/${text.locale}/auth/login` });

  it("shows a field's first error once it was changed and left, tied to the input", () => {
    renderForm();
    const email = screen.getByLabelText(text.email);
    fireEvent.change(email, { target: { value: "not-an-email" } });
    expect(screen.queryByText(text.invalidEmail)).not.toBeInTheDocument();
    fireEvent.blur(email);
    const error = screen.getByText(text.invalidEmail);
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email.getAttribute("aria-describedby")).toContain(error.closest("p")!.id);
    expect(email).toHaveAccessibleDescription(text.invalidEmail);

    fireEvent.change(email, { target: { value: "ana@example.test" } });
    expect(screen.queryByText(text.invalidEmail)).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("on submit shows every error, focuses the first invalid field and calls nobody", () => {
    server = fakeServer(nextAuthRoutes());
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: text.submit }));
    expect(screen.getByLabelText(text.email)).toHaveAccessibleDescription(text.required);
    expect(screen.getByLabelText(text.password)).toHaveAccessibleDescription(text.required);
    expect(screen.getByLabelText(text.email)).toHaveFocus();
    expect(server.requests).toEqual([]);
  });

  it.each([
    ["invalid_credentials", "invalidCredentials"],
    ["rate_limited", "loginThrottled"],
    ["account_banned", "banned"],
  ] as const)("shows the message for the server's %s", async (code, key) => {
    server = fakeServer(nextAuthRoutes({ error: code }));
    renderForm();
    fireEvent.change(screen.getByLabelText(text.email), { target: { value: " Ana@Example.TEST " } });
    fireEvent.change(screen.getByLabelText(text.password), { target: { value: "secret" } });
    fireEvent.click(screen.getByRole("button", { name: text.submit }));

    expect(await screen.findByText(text[key])).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(text[key]);
    const signIn = server.requests.find((request) => request.path === "/api/auth/callback/credentials");
    expect(Object.fromEntries(new URLSearchParams(signIn!.body))).toMatchObject({ email: "ana@example.test", password: "secret", csrfToken: "csrf-token" });
    // Ready for another try.
    expect(screen.getByRole("button", { name: text.submit })).toBeEnabled();
  });

  it("shows the session-expired warning when the session watcher sent the user here", () => {
    renderForm({ isSessionExpired: true });
    const notices = screen.getByRole("region");
    expect(within(notices).getByRole("status")).toHaveTextContent(text.expired);
  });

  it("says the account was banned when its session ended for that", () => {
    renderForm({ isAccountBanned: true });
    expect(within(screen.getByRole("region")).getByRole("status")).toHaveTextContent(text.banned);
  });

  it("links the password reset, and shows only the configured social providers", () => {
    const { unmount } = renderForm();
    expect(screen.getByRole("link", { name: text.forgot })).toHaveAttribute("href", `/${text.locale}/auth/forgot-password`);
    expect(screen.queryByRole("button", { name: text.google })).not.toBeInTheDocument();
    unmount();
    renderForm({ socialProviders: [{ id: "google", name: "Google" }] });
    expect(screen.getByRole("button", { name: text.google })).toBeEnabled();
  });
});

describe("LoginForm before React takes over", () => {
  it("keeps what was typed into the server's HTML before hydration, and lets it be sent", async () => {
    // Node's own server renderer, as Next runs it (the browser build needs what jsdom lacks).
    const { renderToString } = await import("react-dom/server.node");
    const ui = inShell(<LoginForm callbackPath="/home" socialProviders={[]} />, { locale: "en", pathname: "/en/auth/login" });
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    // A quick typist on a slow phone: the page is there, its JavaScript not yet.
    (container.querySelector("input[name=email]") as HTMLInputElement).value = "ana@example.test";
    (container.querySelector("input[name=password]") as HTMLInputElement).value = "a password";
    const submit = container.querySelector("button[type=submit]")!;
    expect(submit).toHaveAttribute("aria-disabled", "true");

    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui);
    });

    await waitFor(() => expect(submit).not.toHaveAttribute("aria-disabled"));
    expect(container.querySelector("input[name=email]")).toHaveValue("ana@example.test");
    act(() => root!.unmount());
    container.remove();
  });
});
