/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from "@jest/globals";
import { fireEvent, screen } from "@testing-library/react";

import { SignupForm } from "@/components/auth/signup-form";
import { signupSideOf } from "@/components/auth/signup-side";
import { fakeServer, nextAuthRoutes } from "@/tests/support/fake-server";
import { renderInShell } from "@/tests/support/render-in-shell";

const cases = [
  {
    locale: "en",
    work: /I want to work/,
    hire: /I want to hire/,
    firstName: /First name/,
    email: "E-mail",
    password: "Password",
    confirm: "Confirm password",
    submit: "Create account",
    required: "This field is required",
    mismatch: "Passwords do not match",
    tooShort: "Min number of characters is 8",
    emailTaken: "An account with this e-mail already exists. Log in, or use another e-mail.",
    signInFailed: "Your account is ready, but we could not log you in.",
  },
  {
    locale: "es",
    work: /Quiero trabajar/,
    hire: /Quiero contratar/,
    firstName: /Nombre/,
    email: "Correo electrónico",
    password: "Contraseña",
    confirm: "Confirma la contraseña",
    submit: "Crear cuenta",
    required: "Este campo es obligatorio",
    mismatch: "Las contraseñas no coinciden",
    tooShort: "El número mínimo de caracteres es 8",
    emailTaken: "Ya existe una cuenta con este correo. Inicia sesión o usa otro correo.",
    signInFailed: "Tu cuenta está lista, pero no pudimos iniciar tu sesión.",
  },
] as const;

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => {
  server?.restore();
  server = undefined;
  window.history.replaceState(null, "", "/");
});

describe.each(cases)("SignupForm ($locale)", (text) => {
  const renderForm = (query: Record<string, string> = {}) =>
    renderInShell(<SignupForm initialSide={signupSideOf(query)} />, { locale: text.locale, pathname: `/${text.locale}/auth/signup` });

  function fill({ email = "ana@example.test", password = "12345678", confirm }: { email?: string; password?: string; confirm?: string } = {}) {
    fireEvent.change(screen.getByLabelText(text.email), { target: { value: email } });
    fireEvent.change(screen.getByLabelText(text.password), { target: { value: password } });
    fireEvent.change(screen.getByLabelText(text.confirm), { target: { value: confirm ?? password } });
  }

  it.each([
    [{ type: "want-work" }, "work"],
    [{ type: "want-hire" }, "hire"],
    [{ asEmployer: "true" }, "hire"],
    [{}, "work"],
  ] as const)("starts on the side the query chose (%p)", (query, side) => {
    renderForm(query);
    expect(screen.getByRole("radio", { name: text[side] })).toBeChecked();
    expect(screen.getByRole("radio", { name: text[side === "work" ? "hire" : "work"] })).not.toBeChecked();
  });

  it("keeps ?type= in step with the side chosen", () => {
    renderForm({ type: "want-work" });
    fireEvent.click(screen.getByRole("radio", { name: text.hire }));
    expect(screen.getByRole("radio", { name: text.hire })).toBeChecked();
    expect(new URLSearchParams(window.location.search).get("type")).toBe("want-hire");
  });

  it("shows field errors on leaving a field and on submit, focusing the first", () => {
    server = fakeServer({});
    renderForm();
    fireEvent.change(screen.getByLabelText(text.password), { target: { value: "1234" } });
    fireEvent.blur(screen.getByLabelText(text.password));
    expect(screen.getByLabelText(text.password)).toHaveAccessibleDescription(expect.stringContaining(text.tooShort));

    fireEvent.change(screen.getByLabelText(text.password), { target: { value: "12345678" } });
    fireEvent.change(screen.getByLabelText(text.confirm), { target: { value: "12345679" } });
    fireEvent.blur(screen.getByLabelText(text.confirm));
    expect(screen.getByLabelText(text.confirm)).toHaveAccessibleDescription(text.mismatch);

    fireEvent.click(screen.getByRole("button", { name: text.submit }));
    expect(screen.getByLabelText(text.email)).toHaveAccessibleDescription(text.required);
    expect(screen.getByLabelText(text.email)).toHaveFocus();
    // The names are optional.
    expect(screen.getByRole("textbox", { name: text.firstName })).not.toHaveAttribute("aria-invalid");
    expect(server.requests).toEqual([]);
  });

  it("shows email_taken under the e-mail", async () => {
    server = fakeServer({
      "POST /api/users": { status: 409, body: { success: false, error: { code: "email_taken", message: "An account with this e-mail already exists.", details: { field: "email" } } } },
    });
    renderForm();
    fill();
    fireEvent.click(screen.getByRole("button", { name: text.submit }));
    expect(await screen.findByText(text.emailTaken)).toBeInTheDocument();
    expect(screen.getByLabelText(text.email)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(text.email)).toHaveAccessibleDescription(text.emailTaken);
    expect(screen.getByLabelText(text.email)).toHaveFocus();
  });

  it("shows a 422's field errors under their fields", async () => {
    server = fakeServer({
      "POST /api/users": {
        status: 422,
        body: { success: false, error: { code: "validation_failed", message: "The request is not valid.", details: { fields: [{ path: "password", code: "too_small", message: "Min number of characters is 8" }] } } },
      },
    });
    renderForm();
    fill();
    fireEvent.click(screen.getByRole("button", { name: text.submit }));
    expect(await screen.findByText(text.tooShort)).toBeInTheDocument();
    expect(screen.getByLabelText(text.password)).toHaveAttribute("aria-invalid", "true");
  });

  it("creates the account on the chosen side in the page's language, then logs in", async () => {
    server = fakeServer({
      "POST /api/users": { status: 201, body: { success: true, data: { _id: "u1" } } },
      // The sign-in after it is refused here, which the form must say (the account exists by then).
      ...nextAuthRoutes({ error: "rate_limited" }),
    });
    renderForm({ type: "want-hire" });
    fireEvent.change(screen.getByRole("textbox", { name: text.firstName }), { target: { value: "  Ana " } });
    fill({ email: "Ana@Example.TEST" });
    fireEvent.click(screen.getByRole("button", { name: text.submit }));

    expect(await screen.findByText(text.signInFailed)).toBeInTheDocument();
    const signUp = server.requests.find((request) => request.path === "/api/users");
    expect(JSON.parse(signUp!.body!)).toEqual({
      email: "ana@example.test",
      password: "12345678",
      role: "user",
      is_employer: true,
      logged_as: "employer",
      first_name: "Ana",
      locale: text.locale,
    });
    const signIn = server.requests.find((request) => request.path === "/api/auth/callback/credentials");
    expect(Object.fromEntries(new URLSearchParams(signIn!.body))).toMatchObject({ email: "ana@example.test", password: "12345678" });
  });
});
