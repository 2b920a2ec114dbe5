import "server-only";

import { createTranslator } from "next-intl";

import type { Locale } from "@/i18n/config";
// No import attribute: the build compiles these files' messages (next.config.ts), Jest reads them as JSON.
import en from "@/messages/en.json";
import es from "@/messages/es.json";

const messages = { en, es };

export function phoneVerificationSms({ locale, code, minutes }: { locale: Locale; code: string; minutes: number }): string {
  return createTranslator({ locale, messages: messages[locale], namespace: "Sms" })("phoneVerification", { code, minutes });
}
