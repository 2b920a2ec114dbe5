/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from "@jest/globals";
import { fireEvent, screen } from "@testing-library/react";

import { PhoneVerification } from "@/components/profile/phone-verification";
import { fakeServer } from "@/tests/support/fake-server";
import { renderInShell } from "@/tests/support/render-in-shell";

const userId = "0199d1a0-0000-7000-8000-000000000002";
const phone = "+573001234567";

const cases = [
  {
    locale: "en",
    addPhone: /Add your phone number to your personal information first/,
    send: "Send code",
    code: "Verification code",
    verify: "Verify",
    wrong: "The code is not correct. 2 tries left.",
    burnt: "Too many wrong codes. Please ask for a new one.",
    verified: "Verified",
    resendIn: /Send a new code in \d+ seconds/,
  },
  {
    locale: "es",
    addPhone: /Primero añade tu número de teléfono a tu información personal/,
    send: "Enviar código",
    code: "Código de verificación",
    verify: "Verificar",
    wrong: "El código no es correcto. Te quedan 2 intentos.",
    burnt: "Demasiados códigos incorrectos. Pide uno nuevo.",
    verified: "Verificado",
    resendIn: /Enviar un código nuevo en \d+ segundos/,
  },
] as const;

let server: ReturnType<typeof fakeServer> | undefined;
afterEach(() => server?.restore());

const sent = { body: { success: true, data: { sent: true, phone, expires_at: "2030-01-01T00:00:00.000Z", resend_after_seconds: 60 } } };

describe.each(cases)("PhoneVerification ($locale)", (texts) => {
  it("asks for a phone first when the profile has none", () => {
    renderInShell(<PhoneVerification userId={userId} phone={null} verified={false} />, { locale: texts.locale });
    expect(screen.getByText(texts.addPhone)).toBeTruthy();
    expect(screen.queryByRole("button", { name: texts.send })).toBeNull();
  });

  it("sends a code, says how many tries are left, and shows the badge once verified", async () => {
    let tries = 0;
    server = fakeServer({
      "POST /api/users/profile/send-sms-verification": sent,
      "POST /api/users/profile/verify-sms-code": ({ body }) =>
        JSON.parse(body!).code === "123456"
          ? { body: { success: true, data: { verified: true, phone, phone_verified_at: "2030-01-01T00:00:00.000Z", is_user_verificated: true, type_user_verificated: "phone" } } }
          : { status: 400, body: { success: false, error: { code: "invalid_code", message: "x", details: { reason: "mismatch", attemptsLeft: 3 - ++tries } } } },
    });
    const { router } = renderInShell(<PhoneVerification userId={userId} phone={phone} verified={false} />, { locale: texts.locale });
    fireEvent.click(screen.getByRole("button", { name: texts.send }));
    const input = await screen.findByLabelText(texts.code);
    expect(input.getAttribute("autocomplete")).toBe("one-time-code");
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(JSON.parse(server.requests[0]!.body!)).toEqual({ userId });
    // Resending waits for the countdown.
    expect((screen.getByRole("button", { name: texts.resendIn }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(input, { target: { value: "65-43 21" } });
    expect((input as HTMLInputElement).value).toBe("654321");
    fireEvent.click(screen.getByRole("button", { name: texts.verify }));
    expect(await screen.findByText(texts.wrong)).toBeTruthy();

    fireEvent.change(input, { target: { value: "123456" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(await screen.findByText(texts.verified)).toBeTruthy();
    expect(JSON.parse(server.requests.at(-1)!.body!)).toEqual({ userId, code: "123456" });
    expect(router.refresh).toHaveBeenCalled();
  });

  it("goes back to asking for a new code once the code is burnt", async () => {
    server = fakeServer({
      "POST /api/users/profile/send-sms-verification": sent,
      "POST /api/users/profile/verify-sms-code": { status: 429, body: { success: false, error: { code: "too_many_attempts", message: "x", details: { reason: "attempts_exhausted" } } } },
    });
    renderInShell(<PhoneVerification userId={userId} phone={phone} verified={false} />, { locale: texts.locale });
    fireEvent.click(screen.getByRole("button", { name: texts.send }));
    fireEvent.change(await screen.findByLabelText(texts.code), { target: { value: "000000" } });
    fireEvent.click(screen.getByRole("button", { name: texts.verify }));
    expect(await screen.findByText(texts.burnt)).toBeTruthy();
    expect(screen.queryByLabelText(texts.code)).toBeNull();
  });
});
