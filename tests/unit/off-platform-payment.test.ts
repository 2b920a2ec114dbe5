import { describe, expect, it } from "@jest/globals";

import { detectOffPlatformPayment } from "@/lib/chat/off-platform-payment";

describe("detectOffPlatformPayment", () => {
  it.each([
    ["Please send your bank account number so we can set up your first payment", ["bank_details"]],
    ["Our IBAN is DE89 3704 0044 0532 0130 00", ["bank_details"]],
    ["You'll need to wire the money for the laptop via Western Union", ["wire_transfer"]],
    ["Buy three Google Play gift cards and send me the codes", ["gift_card"]],
    ["There is a $150 registration fee before you start", ["upfront_fee"]],
    ["You must pay for equipment first, we reimburse it later", ["upfront_fee"]],
    ["Send 200 USDT to this crypto wallet", ["crypto"]],
    ["Let's continue on WhatsApp, it's faster", ["off_platform_contact"]],
    ["Text me at +1 555 0100", ["off_platform_contact"]],
  ])("flags %j", (text, reasons) => {
    expect(detectOffPlatformPayment(text)).toEqual(reasons);
  });

  it.each([
    ["Envíame los datos de tu cuenta bancaria para el primer pago", ["bank_details"]],
    ["Mi CLABE es 012180015012345678", ["bank_details"]],
    ["Hazme una transferencia bancaria por el equipo", ["wire_transfer"]],
    ["Compra tarjetas de regalo de Amazon", ["gift_card"]],
    ["Hay un pago por adelantado de 50 dólares", ["upfront_fee"]],
    ["Debes pagar la capacitación antes de empezar", ["upfront_fee"]],
    ["Escríbeme al WhatsApp +57 300 555 1234", ["off_platform_contact"]],
    ["Sigamos la conversación fuera de la plataforma", ["off_platform_contact"]],
    ["Te pido una TRANSFERENCIA INTERNACIONAL y los datos de tu cuenta", ["bank_details", "wire_transfer"]],
  ])("flags the Spanish %j", (text, reasons) => {
    expect(detectOffPlatformPayment(text)).toEqual(reasons);
  });

  it.each([
    "Thanks for applying! Do you have time for a call on Thursday?",
    "The salary is paid monthly through our payroll provider.",
    "¿Podrías contarme más sobre tu experiencia con React?",
    "We offer a training budget of $1,000 a year.",
    "Our onboarding takes two weeks and is fully paid.",
  ])("leaves an ordinary message alone: %j", (text) => {
    expect(detectOffPlatformPayment(text)).toEqual([]);
  });
});
